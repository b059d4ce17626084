/**
 * @jest-environment node
 *
 * After a build: the built API module pages against what the TypeScript compiler says each
 * entry point of each pinned lexical package exports (`checker.getExportsOfModule`), name by
 * name, both ways. Only declarations tagged `@internal` may be missing, as the packages mean
 * them to be. Nothing here reads the plugin's TypeDoc output: the compiler and the package.json
 * files are the reference, the built page data and HTML are what is checked. Every exported
 * class is listed as a class and has its page under /docs/api/classes/, whatever its export
 * form (`export type`, re-exports).
 *
 * Before the first build there is nothing to compare and the test is skipped, except when
 * REQUIRE_BUILD=1 (`npm run test:api-exports`, which `npm test` runs after the build): then a
 * missing build is a failure, never a skip.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { declarationPagePath, moduleSlug } from '../routes';

const ROOT = path.resolve(__dirname, '../../..');
const NODE_MODULES = path.join(ROOT, 'node_modules');

/** Classes the packages export with `export type { … }`, at the URLs links in the wild use. */
const TYPE_ONLY_CLASS_URLS = [
  '/docs/api/classes/lexical.LexicalEditor',
  '/docs/api/classes/lexical.EditorState',
  '/docs/api/classes/lexical.LexicalNode',
  '/docs/api/classes/lexical.RangeSelection',
  '/docs/api/classes/lexical.NodeSelection',
  '/docs/api/classes/lexical.Point',
  '/docs/api/classes/lexical.StateConfig',
  '/docs/api/classes/lexical.ElementDOMSlot',
  '/docs/api/classes/lexical_table.TableSelection',
  '/docs/api/classes/lexical_react_LexicalNodeMenuPlugin.MenuOption',
  '/docs/api/classes/lexical_react_LexicalTypeaheadMenuPlugin.MenuOption',
];

interface EntryPoint {
  /** `lexical`, `@lexical/clipboard`, `@lexical/react/LexicalComposer`. */
  name: string;
  file: string;
}

interface PageData {
  result: { data: { apiModule: { groups: { kind: string; declarations: { name: string; anchor: string }[] }[] } } };
}

/** Every lexical package the site pins, read from its package.json (not from the plugin). */
function pinnedPackages(): string[] {
  const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(json.dependencies).filter((name) => /^(lexical|@lexical\/.+)$/.test(name));
}

function typesOf(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.endsWith('.d.ts') ? entry : null;
  if (!entry || typeof entry !== 'object') return null;
  const record = entry as Record<string, unknown>;
  if (typeof record.types === 'string') return record.types;
  return Object.values(record).map(typesOf).find(Boolean) ?? null;
}

/** The package's import paths and their type declarations: `.`, or each subpath when it has no root. */
function entryPoints(pkg: string): EntryPoint[] {
  const dir = path.join(NODE_MODULES, pkg);
  const json = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { types?: string; exports?: Record<string, unknown> };
  const exportsMap = json.exports ?? {};
  if ('.' in exportsMap || Object.keys(exportsMap).length === 0) {
    return [{ name: pkg, file: path.join(dir, typesOf(exportsMap['.']) ?? json.types ?? 'index.d.ts') }];
  }
  const files = new Map<string, EntryPoint>();
  for (const [key, value] of Object.entries(exportsMap)) {
    const types = typesOf(value);
    if (key === './package.json' || !types) continue;
    const file = path.join(dir, types);
    if (!files.has(file)) files.set(file, { name: `${pkg}/${key.replace(/^\.\//, '').replace(/\.js$/, '')}`, file });
  }
  return [...files.values()];
}

function isInternal(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'internal'));
}

interface Export {
  name: string;
  isClass: boolean;
}

/** What the compiler reports each entry point exports, @internal declarations left out. */
function compilerExports(entries: readonly EntryPoint[]): Map<string, Export[]> {
  const program = ts.createProgram(
    entries.map((e) => e.file),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const result = new Map<string, Export[]>();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`The compiler found no module in ${entry.file}`);
    const exports: Export[] = [];
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      if (isInternal(symbol) || isInternal(target)) continue;
      exports.push({ name: symbol.name, isClass: Boolean(target.flags & ts.SymbolFlags.Class) });
    }
    result.set(entry.name, exports);
  }
  return result;
}

const pageDataFile = (moduleName: string) => path.join(ROOT, 'public/page-data/docs/api/modules', moduleSlug(moduleName), 'page-data.json');
const built = fs.existsSync(pageDataFile('lexical'));

if (!built && process.env.REQUIRE_BUILD === '1') {
  throw new Error('No built API reference: run `npm run build` before `npm run test:api-exports`.');
}

(built ? describe : describe.skip)('built module pages against the compiler', () => {
  const packages = pinnedPackages();
  const entries = packages.flatMap(entryPoints);
  const exportsByEntry = compilerExports(entries);
  const readPage = (name: string) => {
    const data = JSON.parse(fs.readFileSync(pageDataFile(name), 'utf8')) as PageData;
    return data.result.data.apiModule.groups.flatMap((g) => g.declarations.map((d) => ({ ...d, kind: g.kind })));
  };

  it('covers the 26 packages and every @lexical/react entry point', () => {
    expect(packages.length).toBeGreaterThanOrEqual(26);
    expect(entries.filter((e) => e.name.startsWith('@lexical/react/')).length).toBeGreaterThanOrEqual(40);
    expect(entries.map((e) => e.name)).toEqual(
      expect.arrayContaining(['lexical', '@lexical/clipboard', '@lexical/react/LexicalComposer', '@lexical/yjs']),
    );
    const total = [...exportsByEntry.values()].reduce((sum, list) => sum + list.length, 0);
    expect(total).toBeGreaterThanOrEqual(700);
  });

  it.each(entries.map((e) => [e.name] as const))('%s: its page lists exactly what the compiler says it exports', (name) => {
    expect(fs.existsSync(pageDataFile(name))).toBe(true);
    const onPage = new Set(readPage(name).map((d) => d.name));
    const exported = new Set(exportsByEntry.get(name)!.map((e) => e.name));
    expect({
      missing: [...exported].filter((n) => !onPage.has(n)).sort(),
      notExported: [...onPage].filter((n) => !exported.has(n)).sort(),
    }).toEqual({
      missing: [],
      notExported: [],
    });
  });

  it.each(entries.map((e) => [e.name] as const))('%s: every export is in the served HTML, not only in page data', (name) => {
    const html = fs.readFileSync(path.join(ROOT, 'public/docs/api/modules', moduleSlug(name), 'index.html'), 'utf8');
    const missing = readPage(name).filter(
      (d) => !html.includes(`id="${d.anchor}"`) || !html.includes(`<code>${d.name.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code>`),
    );
    expect(missing.map((d) => d.name)).toEqual([]);
  });

  it('lists every exported class as a class, with its own page', () => {
    const problems: string[] = [];
    let classes = 0;
    for (const entry of entries) {
      const kinds = new Map(readPage(entry.name).map((d) => [d.name, d.kind]));
      for (const exported of exportsByEntry.get(entry.name)!.filter((e) => e.isClass)) {
        classes += 1;
        const url = declarationPagePath('class', entry.name, exported.name);
        if (kinds.get(exported.name) !== 'class') problems.push(`${entry.name}.${exported.name} is listed as ${kinds.get(exported.name)}`);
        if (!fs.existsSync(path.join(ROOT, 'public', url, 'index.html'))) problems.push(`${url} was not built`);
      }
    }
    expect(classes).toBeGreaterThanOrEqual(39);
    expect(problems).toEqual([]);
  });

  it.each(TYPE_ONLY_CLASS_URLS)('%s is a class page', (url) => {
    const html = fs.readFileSync(path.join(ROOT, 'public', url, 'index.html'), 'utf8');
    const name = url.slice(url.lastIndexOf('.') + 1);
    expect(html).toMatch(new RegExp(`<code[^>]*>(abstract )?class ${name}\\b`));
    // LexicalEditor's constructor is @internal (editors come from createEditor): no public one to show.
    if (!url.endsWith('.LexicalEditor')) expect(html).toContain('id="constructors"');
  });
});
