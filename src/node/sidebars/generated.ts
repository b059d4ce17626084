/**
 * Sources of generated sidebar items (`{ type: 'generated', source: 'packages' }` in
 * content/sidebars.ts): each turns nodes of the content layer into sidebar items, so the
 * sidebars follow the content without anyone listing pages by hand.
 */
import type { SidebarItem } from '../../shared/sidebar';
import { apiSource, packagesSource } from '../api/sidebar-sources';
import type { NodeModelLike } from '../node-model';

type GeneratedSource = (nodeModel: NodeModelLike) => Promise<SidebarItem[]>;

/** Register a source here; its name is what content/sidebars.ts refers to. */
const generatedSources: Record<string, GeneratedSource> = {
  api: apiSource,
  packages: packagesSource,
};

export async function generatedSidebarItems(nodeModel: NodeModelLike): Promise<Record<string, SidebarItem[]>> {
  const entries = await Promise.all(
    Object.entries(generatedSources).map(async ([name, source]) => [name, await source(nodeModel)] as const),
  );
  return Object.fromEntries(entries);
}
