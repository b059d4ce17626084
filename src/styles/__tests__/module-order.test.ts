/**
 * @jest-environment node
 *
 * The list in src/styles/module-order.ts fixes the order of the site's one stylesheet. It must
 * name every CSS module (one left out takes the order of whichever page reaches it first, and
 * two pages can disagree), and each component's module must come after the modules of the
 * components it imports, so a class a component gives a child's element wins ties.
 */
import fs from 'node:fs';
import path from 'node:path';

// Built from a string: a regular expression literal starting with `import '` reads as an
// import to TypeScript's file pre-processor, which the dependency test uses.
const CSS_IMPORT_LINE = new RegExp("^import '([^']+\\.css)';$", 'gm');

const root = path.resolve(__dirname, '../../..');
const orderFile = path.join(root, 'src/styles/module-order.ts');

function cssModulesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : cssModulesUnder(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });
}

function listedOrder(): string[] {
  const source = fs.readFileSync(orderFile, 'utf8');
  return [...source.matchAll(CSS_IMPORT_LINE)].map((m) => path.resolve(path.dirname(orderFile), m[1]));
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** The files a source file imports (value imports only; type imports add no CSS). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?from\s+)?'([^']+)'/gm)]
    .map((m) => resolveImport(file, m[1]))
    .filter((f): f is string => f !== null);
}

/** Every CSS module a file reaches through its imports. */
function cssReachedFrom(file: string, memo = new Map<string, Set<string>>()): Set<string> {
  const known = memo.get(file);
  if (known) return known;
  const reached = new Set<string>();
  memo.set(file, reached);
  for (const imported of importsOf(file)) {
    if (imported.endsWith('.css')) reached.add(imported);
    else for (const css of cssReachedFrom(imported, memo)) reached.add(css);
  }
  return reached;
}

function sourceFilesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFilesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(root, file);

/**
 * The files whose own stylesheet must follow the stylesheets of what they render: component
 * entries, templates and pages. (The live editor's inner files and the gallery demos share the
 * editor frame's stylesheet back and forth; between those no order is asked.)
 */
function isOwner(file: string): boolean {
  return /^src\/components\/.+\/index\.tsx$/.test(rel(file)) || /^src\/(templates|pages)\/[^/]+\.tsx$/.test(rel(file));
}

describe('the CSS module order', () => {
  const listed = listedOrder();

  it('names every CSS module of src once', () => {
    const all = cssModulesUnder(path.join(root, 'src')).map(rel).sort();
    expect([...listed.map(rel)].sort()).toEqual(all);
  });

  it('puts each component, template and page after the components it imports', () => {
    const position = new Map(listed.map((file, i) => [file, i]));
    const memo = new Map<string, Set<string>>();
    const misplaced = new Set<string>();
    for (const file of sourceFilesUnder(path.join(root, 'src')).filter(isOwner)) {
      const imports = importsOf(file);
      for (const own of imports.filter((f) => f.endsWith('.module.css'))) {
        for (const imported of imports.filter((f) => !f.endsWith('.css'))) {
          const reached = cssReachedFrom(imported, memo);
          // A child that itself uses this module (a shared stylesheet) sets no order between them.
          if (reached.has(own)) continue;
          for (const child of reached) {
            if (position.get(child)! > position.get(own)!) misplaced.add(`${rel(child)} must come before ${rel(own)} (${rel(file)})`);
          }
        }
      }
    }
    expect([...misplaced]).toEqual([]);
  });

  it('is imported by the browser entry before any component', () => {
    const entry = fs.readFileSync(path.join(root, 'gatsby-browser.tsx'), 'utf8');
    const firstComponent = entry.search(/from '\.\/src\/gatsby\//);
    const order = entry.indexOf("import './src/styles/module-order';");
    expect(order).toBeGreaterThan(-1);
    expect(order).toBeLessThan(firstComponent);
  });
});
