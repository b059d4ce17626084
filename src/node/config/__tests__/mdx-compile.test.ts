/**
 * @jest-environment node
 *
 * Each MDX file is compiled once per bundle, from the file itself: webpack runs the site's MDX
 * rule (../mdx-loaders.ts) over a fixture site of two files, one of them imported twice, once
 * for the HTML renderer and once for the browser's production bundle
 * (__fixtures__/mdx-site/bundle.cjs, in a Node process of its own).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FIXTURE = path.join(__dirname, '__fixtures__', 'mdx-site');
const TYPESCRIPT_HOOK = path.resolve('src/node/typescript-hook.cjs');

function bundle(stage: string, out: string): { compiles: string[]; code: string } {
  const output = execFileSync(process.execPath, ['--require', TYPESCRIPT_HOOK, path.join(FIXTURE, 'bundle.cjs'), stage, out], {
    encoding: 'utf8',
  });
  const { compiles, bundle: file } = JSON.parse(output.trim().split('\n').at(-1)!) as { compiles: string[]; bundle: string };
  return { compiles, code: fs.readFileSync(file, 'utf8') };
}

describe('the MDX files of a site', () => {
  let out: string;
  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-compile-'));
  });
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('are compiled once each by the HTML renderer, whole, from the file, without its front matter', () => {
    const { code, compiles } = bundle('build-html', out);
    expect(compiles).toEqual(['guide.mdx', 'post.mdx']);
    expect(code).toContain('A fixture paragraph that only the whole body holds.');
    expect(code).toContain('Another fixture paragraph.');
    expect(code).not.toContain('Compiled by the test of');
    // The component the MDX names is marked as an island (src/node/mdx/islands.ts).
    expect(code).toMatch(/\bIsland\b/);
  });

  it('are compiled once each by the browser’s production bundle, which holds the islands alone', () => {
    const { code, compiles } = bundle('build-javascript', out);
    expect(compiles).toEqual(['guide.mdx', 'post.mdx']);
    expect(code).toMatch(/\bCounter\b/);
    expect(code).not.toContain('A fixture paragraph that only the whole body holds.');
    expect(code).not.toContain('Another fixture paragraph.');
  });
});
