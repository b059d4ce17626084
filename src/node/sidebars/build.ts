/**
 * The sidebars pipeline: load -> validate -> normalise, over the Doc nodes of the content
 * layer and what content/sidebars.ts exports (its SidebarsSource node), run once per
 * createPages (./site-sidebars.ts). A broken sidebar gives its problems, naming the sidebar and
 * the id, with the sidebars minus the broken items.
 */
import { loadSiteConfig } from '../../config';
import type { SidebarItem } from '../../shared/sidebar';
import { loadSidebars } from './load';
import { normaliseSidebars, type SidebarDocInfo } from './normalise';
import { brokenSidebarsMessage, pruneSidebars, sidebarProblems, type SidebarContext } from './validate';

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

/**
 * Never throws. A file whose shape is wrong gives no sidebars; broken doc ids and sources are
 * left out, and `problems` holds the one message that names them all (./site-sidebars.ts
 * reports it: a build stops on it, develop shows it).
 */
export function buildSidebars(
  docs: SidebarSourceDoc[],
  generated: Record<string, SidebarItem[]>,
  raw: unknown,
  includeDrafts: boolean,
): { sidebars: Record<string, SidebarItem[]>; problems: string[] } {
  let sidebars;
  try {
    sidebars = loadSidebars(raw);
  } catch (error) {
    return { sidebars: {}, problems: [(error as Error).message] };
  }
  const ctx: SidebarContext = {
    docIds: new Set(docs.filter((d) => !d.draft).map((d) => d.docId)),
    draftIds: new Set(docs.filter((d) => d.draft).map((d) => d.docId)),
    generatedSources: new Set(Object.keys(generated)),
    requiredSidebars: requiredSidebars(),
  };
  const problems = sidebarProblems(sidebars, ctx);
  return {
    sidebars: normaliseSidebars(problems.length > 0 ? pruneSidebars(sidebars, ctx) : sidebars, {
      docs: new Map(docs.map((d) => [d.docId, d])),
      generated,
      includeDrafts,
    }),
    problems: problems.length > 0 ? [brokenSidebarsMessage(problems)] : [],
  };
}
