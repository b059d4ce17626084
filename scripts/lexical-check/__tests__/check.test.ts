/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { runCheck, type CheckResult } from '../check';
import { markdownReport } from '../report';
import { GONE_LINE, makeFixture } from './fixture-release';

describe('the release check over a fixture release', () => {
  let root: string;
  let result: CheckResult;

  beforeAll(() => {
    const fixture = makeFixture();
    root = fixture.root;
    result = runCheck({
      root,
      release: {
        version: '2.0.0',
        nodeModules: fixture.releaseModules,
        packages: [{ name: 'lexical', version: '2.0.0', note: null }],
        registry: null,
      },
    });
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds exactly the removed, the deprecated and the changed export', () => {
    const lines = result.exports.filter((c) => c.change !== 'added').map((c) => [c.change, c.module, c.name, c.before, c.after]);
    expect(lines).toEqual([
      ['removed', 'lexical', '$gone', '() => void', null],
      ['deprecated', 'lexical', '$old', null, 'Use $keep instead.'],
      ['changed', 'lexical', '$shape', '(text: string) => number', '(text: string, times: number) => number'],
    ]);
    expect(result.exports.filter((c) => c.change === 'added').map((c) => c.name)).toEqual(['$added']);
  });

  it('names the sample that uses the removed export with its file and line, as a compile error and as a use', () => {
    const file = path.join('content', 'docs', 'guide.mdx');
    expect(result.failures).toEqual([
      expect.objectContaining({
        file,
        line: GONE_LINE - 1,
        code: 2305,
        kind: 'guide',
        message: expect.stringContaining("has no exported member '$gone'"),
      }),
    ]);
    expect(result.uses.filter((u) => u.change === 'removed').map((u) => `${u.file}:${u.line}`)).toEqual([
      `${file}:${GONE_LINE - 1}`,
      `${file}:${GONE_LINE}`,
    ]);
    expect(result.uses.filter((u) => u.change === 'deprecated').map((u) => [u.line, u.name, u.detail])).toEqual([
      [GONE_LINE - 1, '$old', 'Use $keep instead.'],
      [GONE_LINE + 1, '$old', 'Use $keep instead.'],
    ]);
    expect(result.samples).toEqual(expect.objectContaining({ total: 1, compiling: 0, pinnedErrors: 0 }));
    expect(result.resolved).toEqual({
      pinned: path.join('node_modules', 'lexical', 'index.d.ts'),
      release: path.join('release', 'node_modules', 'lexical', 'index.d.ts'),
    });
    expect(result.problems).toEqual([]);
  });

  it('finds the new error code with the message its development build gives', () => {
    expect(result.errorCodes).toEqual([
      { code: 7, change: 'added', before: null, after: 'The text is empty', packages: ['lexical'], detail: null },
    ]);
  });

  it('writes those findings into the report, the page first', () => {
    const report = markdownReport(result, null);
    expect(report).toContain('Guide samples that compile against 2.0.0: **0 of 1**');
    expect(report).toContain(`### content/docs/guide.mdx`);
    expect(report).toContain(`- line ${GONE_LINE}: uses \`$gone\` (lexical): removed`);
    expect(report).toContain('- removed: `$gone` (function)');
    expect(report).toContain('- deprecated: `$old`: Use $keep instead.');
    expect(report).toContain('- signature changed: `$shape`: `(text: string) => number` → `(text: string, times: number) => number`');
    expect(report).toContain('- added 7 (lexical): `The text is empty`');
  });
});
