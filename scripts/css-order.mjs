#!/usr/bin/env node
/**
 * Writes src/styles/module-order.ts, the one order of the site's CSS modules, from the source
 * tree: `npm run css-order` after adding, removing or moving a CSS module or an import between
 * components. src/styles/__tests__/module-order.test.ts fails while the file differs from what
 * this script writes.
 *
 * The order: a component, template or page comes after every CSS module reached through the
 * components it imports, so a class it gives a child's element wins ties against the child's
 * own rules (CodeBlock gives CopyButton its `copy` class). Between modules with no such
 * relation the order is by path: their classes never meet on one element.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ORDER_FILE = 'src/styles/module-order.ts';

function filesUnder(dir, pattern) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** The files a source file imports (value imports only; type imports add no CSS). */
function importsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?from\s+)?'([^']+)'/gm)]
    .map((m) => resolveImport(file, m[1]))
    .filter((f) => f !== null);
}

/**
 * Each CSS module of src (relative path) with the modules that must come before it. The owners
 * of a stylesheet are component entries, templates and pages; the live editor's inner files and
 * the gallery demos share the editor frame's stylesheet back and forth, and set no order.
 */
export function cssModuleGraph(root) {
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const memo = new Map();
  const cssReachedFrom = (file) => {
    const known = memo.get(file);
    if (known) return known;
    const reached = new Set();
    memo.set(file, reached);
    for (const imported of importsOf(file)) {
      if (imported.endsWith('.css')) reached.add(imported);
      else for (const css of cssReachedFrom(imported)) reached.add(css);
    }
    return reached;
  };
  const src = path.join(root, 'src');
  const before = new Map(filesUnder(src, /\.module\.css$/).map((file) => [rel(file), new Set()]));
  const isOwner = (file) => /^src\/components\/.+\/index\.tsx$/.test(rel(file)) || /^src\/(templates|pages)\/[^/]+\.tsx$/.test(rel(file));
  for (const file of filesUnder(src, /\.tsx?$/).filter(isOwner)) {
    const imports = importsOf(file);
    for (const own of imports.filter((f) => f.endsWith('.module.css'))) {
      for (const imported of imports.filter((f) => !f.endsWith('.css'))) {
        const reached = cssReachedFrom(imported);
        // A child that itself uses this module (a shared stylesheet) sets no order between them.
        if (reached.has(own)) continue;
        for (const child of reached) if (child.endsWith('.module.css')) before.get(rel(own))?.add(rel(child));
      }
    }
  }
  return before;
}

/** The modules in an order that keeps every edge of the graph, the smallest path first among equals. */
export function cssOrder(root) {
  const before = cssModuleGraph(root);
  const order = [];
  const placed = new Set();
  while (placed.size < before.size) {
    const ready = [...before].filter(([file, deps]) => !placed.has(file) && [...deps].every((d) => placed.has(d))).map(([file]) => file);
    if (!ready.length) {
      const left = [...before.keys()].filter((file) => !placed.has(file));
      throw new Error(`The CSS modules ${left.join(', ')} style each other's elements in a cycle: break it in their components.`);
    }
    const next = ready.sort()[0];
    order.push(next);
    placed.add(next);
  }
  return order;
}

/** The text of src/styles/module-order.ts for an order of modules. */
export function orderFileText(order) {
  const header = `/**
 * The one order of the site's CSS modules, written by \`npm run css-order\` (scripts/css-order.mjs):
 * do not edit by hand. Gatsby bundles every stylesheet into one file, and each page asks for its
 * modules in the order its own imports reach them; when two pages ask for two modules in
 * opposite orders, the bundler picks one and warns ("Conflicting order"). The browser entry
 * imports this list before anything else, so every page meets each module here first and the
 * whole site shares this order: each component, template or page after the components it
 * renders, so its rules win ties on their elements.
 */
`;
  const lines = order.map((file) => `import '${path.posix.relative('src/styles', file).replace(/^(?!\.)/, './')}';`);
  return `${header}${lines.join('\n')}\n`;
}

// Run as a script (the unit test imports the functions alone).
if (path.basename(process.argv[1] ?? '') === 'css-order.mjs') {
  const root = process.cwd();
  const text = orderFileText(cssOrder(root));
  const file = path.join(root, ORDER_FILE);
  const changed = !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
  if (changed) fs.writeFileSync(file, text);
  console.log(`${ORDER_FILE}: ${changed ? 'written' : 'already up to date'}`);
}
