/**
 * The sidebars of each docs version and the navigation of every page they list, worked out
 * once per createPages (once per build, once per change in develop) from the Doc nodes, the
 * generated sources and content/sidebars.ts, and kept as a SiteSidebars node that every sidebar
 * resolver only reads (./resolvers.ts). A query that reads the node depends on it, so a change
 * runs again the queries of the pages that show a sidebar.
 *
 * A broken sidebar is a content mistake (../mode.ts): a build stops, naming the sidebar and the
 * id; develop prints it, serves the sidebars without the broken items, and every docs page
 * shows it, as it shows a content/sidebars.ts that does not evaluate.
 */
import type { CreatePagesArgs, NodeInput } from 'gatsby';
import { loadSiteConfig } from '../../config';
import type { SidebarItem } from '../../shared/sidebar';
import type { DocNode } from '../docs/resolvers';
import { DOC_TYPE } from '../docs/type-defs';
import { contentProblem, servesDrafts } from '../mode';
import type { NodeModelLike } from '../node-model';
import { buildSidebars } from './build';
import { generatedSidebarItems } from './generated';
import { sidebarRoutes, type DocNavigation } from './navigation';
import { SIDEBARS_SOURCE_TYPE, type SidebarsSourceNode } from './source';

export const SITE_SIDEBARS_TYPE = 'SiteSidebars';

export interface SiteSidebarsNode {
  version: string;
  /** The sidebars by name, normalised, as the browser renders them. */
  sidebars: Record<string, SidebarItem[]>;
  /** For each sidebar by name, what each page it lists derives from it, by href. */
  routes: Record<string, Record<string, DocNavigation>>;
  /** What is wrong with the sidebars (develop only: a build stops on it). */
  problems: string[];
}

/** The nodes made so far, as the node model's one method the generated sources call. */
function nodesOf(getNodesByType: CreatePagesArgs['getNodesByType']): NodeModelLike {
  return { findAll: async ({ type }) => ({ entries: getNodesByType(type) }) };
}

/** Every docs version of the site's configuration, and any a doc names. */
function versionsOf(docs: DocNode[]): string[] {
  const { currentVersion, versions } = loadSiteConfig().docs;
  return [...new Set([currentVersion, ...versions.map((version) => version.name), ...docs.map((doc) => doc.version)])];
}

/** createPages of the sidebars feature: before any feature whose queries read the sidebars. */
export async function createSiteSidebars({
  actions,
  createNodeId,
  createContentDigest,
  getNodesByType,
  reporter,
}: CreatePagesArgs): Promise<void> {
  const docs = getNodesByType(DOC_TYPE) as unknown as DocNode[];
  const [source] = getNodesByType(SIDEBARS_SOURCE_TYPE) as unknown as SidebarsSourceNode[];
  const generated = await generatedSidebarItems(nodesOf(getNodesByType));
  for (const version of versionsOf(docs)) {
    const built = buildSidebars(
      docs.filter((doc) => doc.version === version),
      generated,
      source?.sidebars,
      servesDrafts(),
    );
    // The file's own error was reported when it was read; the pages show it with the others.
    for (const message of built.problems) if (!contentProblem(reporter, message, 'pages')) return;
    const routes = Object.fromEntries(Object.entries(built.sidebars).map(([name, items]) => [name, sidebarRoutes(items)]));
    const fields: SiteSidebarsNode = {
      version,
      sidebars: built.sidebars,
      routes,
      problems: source?.error ? [source.error, ...built.problems] : built.problems,
    };
    const node: NodeInput = {
      ...fields,
      id: createNodeId(`${SITE_SIDEBARS_TYPE} ${version}`),
      internal: { type: SITE_SIDEBARS_TYPE, contentDigest: createContentDigest(fields) },
    };
    await actions.createNode(node);
  }
}
