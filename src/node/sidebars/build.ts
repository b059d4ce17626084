/**
 * The sidebars pipeline: load -> validate -> normalise, over the Doc nodes of the content
 * layer and what content/sidebars.ts exports (its SidebarsSource node). Run by the GraphQL
 * resolvers (./resolvers.ts), so a broken sidebar fails the query that creates pages,
 * naming the sidebar and the id. In `gatsby develop` the problems are returned instead, with
 * the sidebars minus the broken items, for the page and the terminal to show.
 */
import { loadSiteConfig } from '../../config';
import type { SidebarItem } from '../../shared/sidebar';
import { loadSidebars } from './load';
import { normaliseSidebars, type SidebarDocInfo } from './normalise';
import { brokenSidebarsMessage, pruneSidebars, sidebarProblems, validateSidebars, type SidebarContext } from './validate';

export interface SidebarSourceDoc extends SidebarDocInfo {
  docId: string;
}

/** Sidebars the site itself links to: the docs and api sidebars, and navbar items. */
export function requiredSidebars(): { id: string; requiredBy: string }[] {
  const fromNavbar = loadSiteConfig().navbar.items.flatMap((item, i) =>
    item.type === 'docSidebar' ? [{ id: item.sidebarId, requiredBy: `navbar.items[${i}] in src/config/site.ts` }] : [],
  );
  return [{ id: 'docs', requiredBy: 'the docs pages' }, { id: 'api', requiredBy: 'the API reference' }, ...fromNavbar];
}

function contextOf(docs: SidebarSourceDoc[], generated: Record<string, SidebarItem[]>): SidebarContext {
  return {
    docIds: new Set(docs.filter((d) => !d.draft).map((d) => d.docId)),
    draftIds: new Set(docs.filter((d) => d.draft).map((d) => d.docId)),
    generatedSources: new Set(Object.keys(generated)),
    requiredSidebars: requiredSidebars(),
  };
}

export function buildSidebars(
  docs: SidebarSourceDoc[],
  generated: Record<string, SidebarItem[]>,
  includeDrafts: boolean,
  raw: unknown,
): Record<string, SidebarItem[]> {
  const sidebars = loadSidebars(raw);
  validateSidebars(sidebars, contextOf(docs, generated));
  return normaliseSidebars(sidebars, { docs: new Map(docs.map((d) => [d.docId, d])), generated, includeDrafts });
}

/**
 * For `gatsby develop`: never throws. A file whose shape is wrong gives no sidebars; broken
 * doc ids and sources are left out. `problems` holds the one message a build would fail with.
 */
export function buildSidebarsLeniently(
  docs: SidebarSourceDoc[],
  generated: Record<string, SidebarItem[]>,
  raw: unknown,
): { sidebars: Record<string, SidebarItem[]>; problems: string[] } {
  let sidebars;
  try {
    sidebars = loadSidebars(raw);
  } catch (error) {
    return { sidebars: {}, problems: [(error as Error).message] };
  }
  const ctx = contextOf(docs, generated);
  const problems = sidebarProblems(sidebars, ctx);
  return {
    sidebars: normaliseSidebars(problems.length > 0 ? pruneSidebars(sidebars, ctx) : sidebars, {
      docs: new Map(docs.map((d) => [d.docId, d])),
      generated,
      includeDrafts: true,
    }),
    problems: problems.length > 0 ? [brokenSidebarsMessage(problems)] : [],
  };
}
