/**
 * @jest-environment node
 *
 * After a build: every export TypeDoc found in every entry point is on that entry point's
 * module page (read from the built page data, i.e. what the page renders), and every class the
 * packages declare (`declare class` in their `.d.ts`) is documented as a class, whatever its
 * export form, on a page under /docs/api/classes/. Runs over the
 * TypeDoc JSON the plugin cached; before the first build there is nothing to compare and
 * the test is skipped, except when REQUIRE_BUILD=1 (`npm run test:api-exports`, which
 * `npm test` runs after the build): then a missing build is a failure, never a skip.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { moduleSlug } from '../../../src/shared/api';
import { CACHE_FILE_PREFIX } from '../lib/run-typedoc';
import { PLUGIN_NAME } from '../constants';

/** TypeDoc's ReflectionKind.Class. */
const CLASS_KIND = 128;
/**
 * Classes the packages export with `export type { … }` or re-export from another entry point,
 * at the URLs the previous reference gave them (and links in the wild point at).
 */
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

const cacheDir = path.resolve('.cache/caches', PLUGIN_NAME);
const cached = fs.existsSync(cacheDir)
  ? fs
      .readdirSync(cacheDir)
      .filter((f) => f.startsWith(CACHE_FILE_PREFIX))
      .map((f) => path.join(cacheDir, f))
  : [];
const newest = cached.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
const pageData = (slug: string) => path.resolve('public/page-data/docs/api/modules', slug, 'page-data.json');
const built = Boolean(newest) && fs.existsSync(pageData('lexical'));

if (!built && process.env.REQUIRE_BUILD === '1') {
  throw new Error('No built API reference: run `npm run build` before `npm run test:api-exports`.');
}

(built ? describe : describe.skip)('module pages against the TypeDoc JSON', () => {
  const project = built ? (JSON.parse(fs.readFileSync(newest, 'utf8')) as JSONOutput.ProjectReflection) : null;
  const modules = project?.children ?? [];

  it('covers the 26 packages and every @lexical/react entry point', () => {
    expect(modules.length).toBeGreaterThanOrEqual(26);
    expect(modules.map((m) => m.name)).toEqual(
      expect.arrayContaining(['lexical', '@lexical/clipboard', '@lexical/react/LexicalComposer', '@lexical/yjs']),
    );
  });

  it('documents every declared class as a class, never as an interface', () => {
    const declaredClasses = (file: string): Set<string> => {
      const text = fs.readFileSync(path.resolve('node_modules', file), 'utf8');
      return new Set([...text.matchAll(/\bdeclare (?:abstract )?class (\w+)/g)].map((match) => match[1]));
    };
    const filedAsInterface: string[] = [];
    let classes = 0;
    for (const mod of modules) {
      for (const child of mod.children ?? []) {
        const file = child.sources?.[0]?.fileName;
        if (!file || !declaredClasses(file).has(child.name)) continue;
        classes += 1;
        if (child.kind !== CLASS_KIND) filedAsInterface.push(`${mod.name}.${child.name} (${file}, kind ${child.kind})`);
      }
    }
    expect(classes).toBeGreaterThanOrEqual(39);
    expect(filedAsInterface).toEqual([]);
  });

  it.each(TYPE_ONLY_CLASS_URLS)('%s is a class page', (url) => {
    const html = fs.readFileSync(path.resolve('public', `.${url}`, 'index.html'), 'utf8');
    const name = url.slice(url.lastIndexOf('.') + 1);
    expect(html).toMatch(new RegExp(`<code[^>]*>(abstract )?class ${name}\\b`));
    // LexicalEditor's constructor is @internal (editors come from createEditor): no public one to show.
    if (!url.endsWith('.LexicalEditor')) expect(html).toContain('id="constructors"');
  });

  it.each(modules.map((m) => [m.name, m] as const))('%s: every export is on its module page', (name, mod) => {
    const file = pageData(moduleSlug(name));
    expect(fs.existsSync(file)).toBe(true);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      result: { data: { apiModule: { groups: { declarations: { name: string }[] }[] } } };
    };
    const onPage = new Set(data.result.data.apiModule.groups.flatMap((g) => g.declarations.map((d) => d.name)));
    const exported = (mod.children ?? []).map((c) => c.name);
    expect(exported.filter((n) => !onPage.has(n))).toEqual([]);
    expect(onPage.size).toBe(new Set(exported).size);
  });

  it.each(modules.map((m) => [m.name] as const))('%s: every export is in the served HTML, not only in page data', (name) => {
    const data = JSON.parse(fs.readFileSync(pageData(moduleSlug(name)), 'utf8')) as {
      result: { data: { apiModule: { groups: { declarations: { name: string; anchor: string }[] }[] } } };
    };
    const html = fs.readFileSync(path.resolve('public/docs/api/modules', moduleSlug(name), 'index.html'), 'utf8');
    const missing = data.result.data.apiModule.groups
      .flatMap((g) => g.declarations)
      .filter(
        (d) => !html.includes(`id="${d.anchor}"`) || !html.includes(`<code>${d.name.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code>`),
      );
    expect(missing.map((d) => d.name)).toEqual([]);
  });
});
