/**
 * Every static query of the site sits in a module the root wrapper imports (directly or through
 * other static imports). `gatsby develop` compiles page components only when a page first asks
 * for them (src/node/config/on-create-webpack-config.ts), and Gatsby hands a static query's
 * result only to the pages whose compiled modules reach it: a query inside a page component, or
 * behind an `import()`, would be missing on that page's first render in develop.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../..');
const ROOT_WRAPPER = path.join(SRC, 'gatsby/wrap-page-element.tsx');
const STATIC_IMPORT = /^\s*(?:import|export)\b[^'";]*?(?:\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

function reachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveModule(file, match[1]);
      if (target) queue.push(target);
    }
  }
  return seen;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'node' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('static queries', () => {
  it('are all reached from the root wrapper by static imports', () => {
    const withQuery = sourceFiles(SRC).filter((file) => /\buseStaticQuery\b|<StaticQuery\b/.test(fs.readFileSync(file, 'utf8')));
    expect(withQuery.length).toBeGreaterThan(0);
    const reachable = reachableFrom(ROOT_WRAPPER);
    const outside = withQuery.filter((file) => !reachable.has(file)).map((file) => path.relative(SRC, file));
    expect(outside).toEqual([]);
  });

  it('the import reader sees through re-exports and index files', () => {
    expect(reachableFrom(ROOT_WRAPPER).has(path.join(SRC, 'contexts/SiteFiles.tsx'))).toBe(true);
  });
});
