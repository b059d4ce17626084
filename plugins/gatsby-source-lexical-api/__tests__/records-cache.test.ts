/** @jest-environment node */
import path from 'node:path';
import { pluginSourceIn, recordsCacheKey, type RecordsCacheInput } from '../lib/records-cache';

const input: RecordsCacheInput = {
  modules: [{ name: 'lexical', packageName: 'lexical', version: '0.35.0', description: 'Lexical', entryFile: 'lexical/index.d.ts' }],
  typedocVersion: '0.28.20',
  pluginSource: 'exports.sourceNodes = () => {};',
  repository: { url: 'https://github.com/facebook/lexical', tag: 'v0.35.0' },
};

describe('recordsCacheKey', () => {
  it('is stable for the same inputs', () => {
    expect(recordsCacheKey(input)).toBe(recordsCacheKey({ ...input, modules: [...input.modules] }));
  });

  it.each([
    ['a package version', { modules: [{ ...input.modules[0], version: '0.36.0' }] }],
    ['an entry point', { modules: [...input.modules, { ...input.modules[0], name: 'lexical/extra', entryFile: 'lexical/extra.d.ts' }] }],
    ['the TypeDoc version', { typedocVersion: '0.28.21' }],
    ["the plugin's code", { pluginSource: 'exports.sourceNodes = () => { /* changed */ };' }],
    ['the repository option', { repository: { ...input.repository, tag: 'v0.35.1' } }],
  ])('changes with %s', (_what, change) => {
    expect(recordsCacheKey({ ...input, ...change })).not.toBe(recordsCacheKey(input));
  });
});

describe('pluginSourceIn', () => {
  it("holds the plugin's code, the transform included, and not its tests", () => {
    const source = pluginSourceIn(path.join(__dirname, '..'));
    expect(source).toContain('lib/transform.ts\n');
    expect(source).toContain('export function transformProject');
    expect(source).not.toContain('describe(');
  });
});
