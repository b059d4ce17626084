/**
 * The sidebars in the schema: a doc's sidebar, its problems in develop and its navigation, and
 * a sidebar or a route's navigation by name. Each only reads the version's SiteSidebars node,
 * made once per createPages (./site-sidebars.ts).
 */
import { loadSiteConfig } from '../../config';
import type { DocNode } from '../docs/resolvers';
import { DOC_TYPE } from '../docs/type-defs';
import type { NodeModelLike } from '../node-model';
import { flattenSidebar, NO_NAVIGATION } from './navigation';
import type { SidebarItem } from '../../shared/sidebar';
import { SITE_SIDEBARS_TYPE, type SiteSidebarsNode } from './site-sidebars';

interface ResolverContext {
  nodeModel: NodeModelLike;
}

/** A version's SiteSidebars node; reading it makes the query depend on it. */
async function siteSidebars(nodeModel: NodeModelLike, version: string): Promise<SiteSidebarsNode> {
  const { entries } = await nodeModel.findAll({ type: SITE_SIDEBARS_TYPE });
  const found = (Array.from(entries) as SiteSidebarsNode[]).find((node) => node.version === version);
  if (!found) {
    throw new Error(
      `No sidebars for the docs version "${version}": the sidebars feature makes them in its createPages, which must come before the feature whose query asked (FEATURES in src/node/features.ts)`,
    );
  }
  return found;
}

/** The sidebars of a version, by name. */
export async function sidebarsOf(context: ResolverContext, version: string) {
  return (await siteSidebars(context.nodeModel, version)).sidebars;
}

/** The first sidebar of a version that lists `href`, by name, or null. */
function sidebarListing(node: SiteSidebarsNode, href: string): string | null {
  return Object.keys(node.routes).find((name) => href in node.routes[name]) ?? null;
}

/** A doc's breadcrumbs and previous/next links, from the sidebar that lists it. */
export async function docNavigationOf(doc: Pick<DocNode, 'version' | 'path'>, nodeModel: NodeModelLike) {
  const node = await siteSidebars(nodeModel, doc.version);
  const name = sidebarListing(node, doc.path);
  return name ? node.routes[name][doc.path] : NO_NAVIGATION;
}

/** The version pages outside the versioned docs (API reference, package pages) belong to. */
function currentVersion(): string {
  return loadSiteConfig().docs.currentVersion;
}

export function toSidebar(name: string, items: SidebarItem[]) {
  return { name, items, firstHref: flattenSidebar(items)[0]?.href ?? null };
}

export const sidebarsResolvers = {
  [DOC_TYPE]: {
    sidebarName: {
      resolve: async (doc: DocNode, _args: unknown, context: ResolverContext) =>
        sidebarListing(await siteSidebars(context.nodeModel, doc.version), doc.path),
    },
    sidebarErrors: {
      resolve: async (doc: DocNode, _args: unknown, context: ResolverContext) =>
        (await siteSidebars(context.nodeModel, doc.version)).problems,
    },
    navigation: {
      resolve: (doc: DocNode, _args: unknown, context: ResolverContext) => docNavigationOf(doc, context.nodeModel),
    },
  },
  Query: {
    docsSidebar: {
      type: 'Sidebar',
      description: 'A sidebar by name, as the docs shell renders it; null when there is no such sidebar.',
      args: { name: 'String', version: 'String' },
      resolve: async (_source: unknown, args: { name?: string | null; version?: string | null }, context: ResolverContext) => {
        if (!args.name) return null;
        const sidebars = await sidebarsOf(context, args.version ?? currentVersion());
        return sidebars[args.name] ? toSidebar(args.name, sidebars[args.name]) : null;
      },
    },
    docsNavigation: {
      type: 'DocNavigation!',
      description: 'Breadcrumbs and previous/next of a route in a sidebar of the current docs version.',
      args: { sidebar: 'String!', path: 'String!' },
      resolve: async (_source: unknown, args: { sidebar: string; path: string }, context: ResolverContext) =>
        (await siteSidebars(context.nodeModel, currentVersion())).routes[args.sidebar]?.[args.path] ?? NO_NAVIGATION,
    },
  },
};
