/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileOutside, withTempFiles } from '../lib/run-typedoc';

describe('the files a TypeDoc run writes beside its output (its tsconfig, the JSON being written)', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'typedoc-cache-'));

  it('are removed when the run fails, and the failure goes on', async () => {
    const cache = dir();
    const tsconfig = path.join(cache, 'tsconfig.typedoc.1.json');
    const failing = withTempFiles([tsconfig, path.join(cache, 'typedoc-x.json.1.tmp')], async () => {
      fs.writeFileSync(tsconfig, '{}');
      throw new Error('TypeDoc could not convert');
    });
    await expect(failing).rejects.toThrow('TypeDoc could not convert');
    expect(fs.readdirSync(cache)).toEqual([]);
  });

  it('are removed when it succeeds, and what it kept stays', async () => {
    const cache = dir();
    const tsconfig = path.join(cache, 'tsconfig.typedoc.1.json');
    const result = await withTempFiles([tsconfig], async () => {
      fs.writeFileSync(tsconfig, '{}');
      fs.writeFileSync(path.join(cache, 'typedoc-x.json'), '{}');
      return 'project';
    });
    expect(result).toBe('project');
    expect(fs.readdirSync(cache)).toEqual(['typedoc-x.json']);
  });
});

describe('fileOutside', () => {
  it('finds a declaration file TypeDoc named outside node_modules, which no source link can match', () => {
    const inside = JSON.stringify({ sources: [{ fileName: '@lexical/table/LexicalTableNode.d.ts', line: 1 }] });
    const outside = JSON.stringify({ sources: [{ fileName: '../../../work/main/node_modules/@lexical/table/index.d.ts', line: 1 }] });
    expect(fileOutside(inside)).toBeNull();
    expect(fileOutside(outside)).toBe('../../../work/main/node_modules/@lexical/table/index.d.ts');
  });
});
