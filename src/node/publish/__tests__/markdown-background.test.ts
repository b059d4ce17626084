/**
 * @jest-environment node
 *
 * The Markdown export written by a child process while the site is bundled: the child loads the
 * site's TypeScript, writes the pages and llms files into public/ and reports what it wrote;
 * a child that fails reports nothing, so onPostBuild writes the export itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeMarkdownInBackground } from '../markdown/background';
import type { MarkdownData } from '../markdown/write';

const fixtures = path.join(__dirname, '__fixtures__');
const site = {
  title: 'Lexical',
  tagline: 'An editor',
  url: 'https://lexical.dev',
  version: '0.35.0',
  repository: { url: 'https://github.com/facebook/lexical', tag: 'v0.35.0' },
};

function dataWithDoc(contentFilePath: string): MarkdownData {
  return {
    allDoc: { nodes: [{ path: '/docs/concepts/a', title: 'A concept', description: 'About A.', contentFilePath, unlisted: false }] },
    allPackageDoc: { nodes: [] },
    allApiModule: { nodes: [] },
    docsVersion: null,
  };
}

describe('writeMarkdownInBackground', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-export-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The child writing the export of one doc (a fixture file) into this test's public/. */
  const writeAhead = (docFile: string) =>
    writeMarkdownInBackground({
      data: dataWithDoc(path.join(fixtures, docFile)),
      cacheDir: path.join(dir, 'cache'),
      publicDir: path.join(dir, 'public'),
      site,
      docsDir: path.join(fixtures, path.dirname(docFile).split('/')[0]),
    });

  it('writes the pages and llms files in a child and reports them', async () => {
    const report = await (await writeAhead('docs/concepts/a.mdx')).report();
    expect(report).toEqual(expect.objectContaining({ pages: 1 }));
    expect(fs.readFileSync(path.join(dir, 'public/docs/concepts/a.md'), 'utf8')).toMatch(/^# A concept\n/);
    expect(fs.existsSync(path.join(dir, 'public/llms.txt'))).toBe(true);
    // The data and report files go once read.
    expect(fs.readdirSync(path.join(dir, 'cache/markdown-export'))).toEqual([]);
  }, 30_000);

  it('reports nothing when the child fails, so the build writes the export itself', async () => {
    // The child prints its error (ENOENT) to the terminal it shares, as in a build.
    expect(await (await writeAhead('docs/concepts/missing.mdx')).report()).toBeNull();
  }, 30_000);

  it('leaves a source it cannot convert to onPostBuild, which names the file', async () => {
    expect(await (await writeAhead('broken/broken.mdx')).report()).toBeNull();
    expect(fs.existsSync(path.join(dir, 'public/llms.txt'))).toBe(false);
  }, 30_000);
});
