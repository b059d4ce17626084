/**
 * @jest-environment node
 *
 * The patched file search of Gatsby's query extraction (patches/gatsby+5.16.1.patch, README
 * "Choices"): one walk of each folder finds exactly the files Gatsby's glob pattern found.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const gatsbyDir = path.dirname(require.resolve('gatsby/package.json'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptsIn } = require(path.join(gatsbyDir, 'dist/query/query-compiler.js')) as { scriptsIn(folder: string): string[] };
/** Gatsby's own glob, the one its query extraction used. */
const glob = createRequire(path.join(gatsbyDir, 'package.json'))('glob') as { sync(pattern: string, options: object): string[] };

/** Gatsby's own pattern (query-compiler.js): scripts at any depth, none under the folder's node_modules. */
const PATTERN = '/{*.?(m|c)+(t|j)s?(x),!(node_modules)/**/*.?(m|c)+(t|j)s?(x)}';

describe("the files Gatsby's query extraction reads", () => {
  it.each([
    'src',
    'plugins',
    path.join(gatsbyDir, 'cache-dir'),
    path.join(path.dirname(require.resolve('gatsby-plugin-mdx/package.json'))),
  ])('are those its glob found, in the same order, under %s', (folder) => {
    const dir = path.resolve(folder);
    const found = scriptsIn(dir);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(glob.sync(path.join(dir, PATTERN), { nodir: true }));
  });

  it('leave out dotfiles, dot folders and the top node_modules, and follow symlinked folders as the glob did', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'query-files-'));
    const dir = path.join(tmp, 'src');
    try {
      const files = [
        'a.ts',
        '.hidden.ts',
        '.dot/b.ts',
        'node_modules/c.js',
        'sub/node_modules/d.js',
        'sub/e.tsx',
        'f.d.ts',
        'g.mjs',
        'h.css',
        'sub/deeper/i.cts',
        'j.jsx',
      ];
      for (const file of [...files.map((f) => path.join(dir, f)), path.join(tmp, 'shared/x.ts'), path.join(tmp, 'shared/deep/y.ts')]) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, '');
      }
      // A symlinked folder at the top is walked whole; one deeper (or inside it) gives its own files only.
      fs.symlinkSync('../shared', path.join(dir, 'linked'));
      fs.symlinkSync('../../shared', path.join(dir, 'sub/linked'));
      fs.symlinkSync('..', path.join(tmp, 'shared/deep/loop'));
      const found = scriptsIn(dir).map((file) => path.relative(dir, file));
      expect(found).toEqual(glob.sync(path.join(dir, PATTERN), { nodir: true }).map((file) => path.relative(dir, file)));
      expect(found).toEqual([
        'a.ts',
        'f.d.ts',
        'g.mjs',
        'j.jsx',
        'linked/deep/loop/x.ts',
        'linked/deep/y.ts',
        'linked/x.ts',
        'sub/deeper/i.cts',
        'sub/e.tsx',
        'sub/linked/x.ts',
        'sub/node_modules/d.js',
      ]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
