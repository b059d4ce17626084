/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.join(__dirname, '..', 'check-old-urls.mjs');
const fixtures = path.join(__dirname, '__fixtures__', 'old-urls');

function check(urls: string) {
  const result = spawnSync(process.execPath, [script, path.join(fixtures, 'site'), '--urls', path.join(fixtures, urls)], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('tests/check-old-urls.mjs', () => {
  it('names every URL whose page or anchor is missing, all at once, and fails', () => {
    const { status, stdout, stderr } = check('urls.txt');
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      '✗ /docs/guide#tableselection: /docs/guide has no element with id "tableselection"; map the old anchor to a heading in that page\'s old_anchors front matter',
      '✗ /docs/api/classes/lexical.LexicalEditor: no built page at /docs/api/classes/lexical.LexicalEditor',
      '✗ /docs/gone#anything: no built page at /docs/gone',
    ]);
    expect(stdout).toContain('check-old-urls: 5 of 8 old URLs resolve, 3 do not');
  });

  it('passes when every page exists and every anchor is an id in its HTML, old anchors at headings included', () => {
    const { status, stdout, stderr } = check('good-urls.txt');
    expect(stderr).toBe('');
    expect(stdout).toContain('check-old-urls: 5 of 5 old URLs resolve, 0 do not');
    expect(status).toBe(0);
  });

  it('fails on a list that names no URL', () => {
    const { status, stderr } = check('empty-urls.txt');
    expect(status).toBe(1);
    expect(stderr).toContain('No URL to check in');
  });
});
