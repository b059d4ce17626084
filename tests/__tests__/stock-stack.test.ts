/**
 * @jest-environment node
 *
 * The site runs the stack it was asked for, as its packages ship: no `patches/` folder, no
 * install step that patches a package, no Preact, and no site file that imports a private
 * file (a `dist/` path) of `gatsby` or of a `gatsby-plugin-*` or `gatsby-transformer-*`
 * package. The check runs on this tree, and on trees that bring each problem back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|js|cjs|mjs|mts)$/;
const SKIPPED = new Set(['node_modules', '.cache', 'public', '.git', '__fixtures__']);
/** An import, require or dynamic import of a private file of Gatsby or one of its plugins. */
const PRIVATE_GATSBY = /(?:from\s+|require\s*\(\s*|import\s*\(\s*)['"`](gatsby(?:-plugin-[\w-]+|-transformer-[\w-]+)?\/dist\/[^'"`]*)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

export function stackProblems(root: string): string[] {
  const problems: string[] = [];
  if (fs.existsSync(path.join(root, 'patches'))) problems.push('patches/: no package is patched; remove the folder');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) {
    const script = pkg.scripts?.[hook];
    if (script && /patch/.test(script)) problems.push(`package.json: the "${hook}" script patches packages (${script})`);
  }
  for (const name of ['preact', 'patch-package']) {
    if (pkg.dependencies?.[name] || pkg.devDependencies?.[name]) problems.push(`package.json: "${name}" is a dependency`);
  }
  for (const file of sourceFiles(root)) {
    if (file.includes(`${path.sep}__tests__${path.sep}`)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(PRIVATE_GATSBY)) {
      problems.push(`${path.relative(root, file)}: imports ${match[1]}, a private file; use the package's public API`);
    }
  }
  return problems;
}

function treeWith(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-stack-'));
  const all = { 'package.json': JSON.stringify({ scripts: { build: 'gatsby build' }, dependencies: { gatsby: '^5' } }), ...files };
  for (const [name, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('the stock stack', () => {
  it('holds for this tree', () => {
    expect(stackProblems(path.resolve(__dirname, '../..'))).toEqual([]);
  });

  it('holds for a clean tree', () => {
    expect(stackProblems(treeWith({ 'src/a.ts': "import { navigate } from 'gatsby';" }))).toEqual([]);
  });

  it('fails on a patches folder, a patching install script, Preact or patch-package', () => {
    const problems = stackProblems(
      treeWith({
        'patches/gatsby+5.16.1.patch': 'diff',
        'package.json': JSON.stringify({
          scripts: { postinstall: 'patch-package' },
          dependencies: { preact: '^10' },
          devDependencies: { 'patch-package': '^8' },
        }),
      }),
    );
    expect(problems).toEqual([
      'patches/: no package is patched; remove the folder',
      'package.json: the "postinstall" script patches packages (patch-package)',
      'package.json: "preact" is a dependency',
      'package.json: "patch-package" is a dependency',
    ]);
  });

  it('fails on a site file that imports a private file of Gatsby or of a Gatsby plugin', () => {
    const problems = stackProblems(
      treeWith({
        'src/node/a.ts': "const w = require('gatsby/dist/query/query-watcher');",
        'src/node/b.cjs': "const { compileMDX } = require('gatsby-plugin-mdx/dist/compile-mdx');",
        'plugins/p/c.ts': "import { emitter } from 'gatsby/dist/redux';",
        'gatsby-node.ts': "const helpers = await import('gatsby-transformer-sharp/dist/x');",
      }),
    );
    expect(problems).toHaveLength(4);
    expect(problems).toContain("src/node/a.ts: imports gatsby/dist/query/query-watcher, a private file; use the package's public API");
  });
});
