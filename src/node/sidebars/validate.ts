/**
 * Stage 2 of the sidebars: every doc id a sidebar names must be a doc of the version
 * (a draft's id is allowed: drafts are left out of production builds), every generated
 * source must be known, and the sidebars the site needs must exist.
 */
import type { SidebarItemInput, SidebarsInput } from '../../shared/sidebar';
import { SIDEBARS_FILE } from './load';

export interface SidebarContext {
  /** Ids of every doc of the version, drafts included. */
  docIds: ReadonlySet<string>;
  draftIds: ReadonlySet<string>;
  generatedSources: ReadonlySet<string>;
  /** Sidebars other parts of the site refer to (e.g. navbar docSidebar items). */
  requiredSidebars: ReadonlyArray<{ id: string; requiredBy: string }>;
}

function* docIdsOf(items: SidebarItemInput[]): Generator<string> {
  for (const item of items) {
    if (typeof item === 'string') yield item;
    else if (item.type === 'doc') yield item.id;
    else if (item.type === 'category') {
      if (item.link) yield item.link.id;
      yield* docIdsOf(item.items);
    }
  }
}

function* sourcesOf(items: SidebarItemInput[]): Generator<string> {
  for (const item of items) {
    if (typeof item === 'string') continue;
    if (item.type === 'generated') yield item.source;
    else if (item.type === 'category') yield* sourcesOf(item.items);
  }
}

/** Every problem of the sidebars, one line each, naming the file and the fix. */
export function sidebarProblems(sidebars: SidebarsInput, ctx: SidebarContext): string[] {
  const problems: string[] = [];
  for (const { id, requiredBy } of ctx.requiredSidebars) {
    if (!(id in sidebars)) {
      problems.push(
        `the sidebar "${id}" does not exist (${requiredBy} refers to it); add it to ${SIDEBARS_FILE} or fix the id. Sidebars: ${
          Object.keys(sidebars)
            .map((s) => `"${s}"`)
            .join(', ') || 'none'
        }`,
      );
    }
  }
  for (const [name, items] of Object.entries(sidebars)) {
    for (const id of docIdsOf(items)) {
      if (!isKnownDoc(id, ctx)) {
        problems.push(
          `sidebar "${name}" names the doc id "${id}", which is not a doc: create content/docs/${id}.mdx or fix the id in ${SIDEBARS_FILE}`,
        );
      }
    }
    for (const source of sourcesOf(items)) {
      if (!ctx.generatedSources.has(source)) {
        problems.push(
          `sidebar "${name}" has a generated item with the unknown source "${source}"; known sources: ${[...ctx.generatedSources].map((s) => `"${s}"`).join(', ')}`,
        );
      }
    }
  }
  return problems;
}

export function brokenSidebarsMessage(problems: readonly string[]): string {
  return `Broken sidebars in ${SIDEBARS_FILE}:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}

function isKnownDoc(id: string, ctx: SidebarContext): boolean {
  return ctx.docIds.has(id) || ctx.draftIds.has(id);
}

function pruneItems(items: SidebarItemInput[], ctx: SidebarContext): SidebarItemInput[] {
  return items.flatMap((item): SidebarItemInput[] => {
    if (typeof item === 'string') return isKnownDoc(item, ctx) ? [item] : [];
    if (item.type === 'doc') return isKnownDoc(item.id, ctx) ? [item] : [];
    if (item.type === 'generated') return ctx.generatedSources.has(item.source) ? [item] : [];
    if (item.type === 'category') {
      const { link, ...category } = item;
      return [{ ...category, items: pruneItems(item.items, ctx), ...(link && isKnownDoc(link.id, ctx) ? { link } : {}) }];
    }
    return [item];
  });
}

/**
 * The sidebars without the items `sidebarProblems` names: develop keeps a working sidebar
 * while the problem shows on the page and in the terminal.
 */
export function pruneSidebars(sidebars: SidebarsInput, ctx: SidebarContext): SidebarsInput {
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, pruneItems(items, ctx)]));
}
