/**
 * The sidebars pipeline: load -> validate -> normalise, over the Doc nodes of the content
 * layer. Run by the GraphQL resolvers (schema/resolvers.ts), so a broken sidebar fails the
 * query that creates pages, naming the sidebar and the id.
 */
import rawSidebars from '../../../content/sidebars';
import { loadSiteConfig } from '../../config';
import type { SidebarItem } from '../../shared/sidebar';
import { loadSidebars } from './load';
import { normaliseSidebars, type SidebarDocInfo } from './normalise';
import { validateSidebars } from './validate';

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

export function buildSidebars(
  docs: SidebarSourceDoc[],
  generated: Record<string, SidebarItem[]>,
  includeDrafts: boolean,
  raw: unknown = rawSidebars,
): Record<string, SidebarItem[]> {
  const sidebars = loadSidebars(raw);
  validateSidebars(sidebars, {
    docIds: new Set(docs.filter((d) => !d.draft).map((d) => d.docId)),
    draftIds: new Set(docs.filter((d) => d.draft).map((d) => d.docId)),
    generatedSources: new Set(Object.keys(generated)),
    requiredSidebars: requiredSidebars(),
  });
  return normaliseSidebars(sidebars, {
    docs: new Map(docs.map((d) => [d.docId, d])),
    generated,
    includeDrafts,
  });
}
