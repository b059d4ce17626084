/**
 * The sidebars in the schema: a doc's sidebar, its problems in develop and its navigation, and
 * a sidebar or a route's navigation by name. They depend on more than one node (every doc of
 * the version and content/sidebars.ts).
 */
import { loadSiteConfig } from '../../config';
import type { SidebarItem } from '../../shared/sidebar';
import { docNodes, type DocNode } from '../docs/resolvers';
import { DOC_TYPE } from '../docs/type-defs';
import { isDevelop } from '../env';
import type { NodeModelLike } from '../node-model';
import { buildSidebars, buildSidebarsLeniently } from './build';
import { generatedSidebarItems } from './generated';
import { docNavigation, findSidebar, flattenSidebar } from './navigation';
import { SIDEBARS_SOURCE_TYPE, type SidebarsSourceNode } from './source';

interface ResolverContext {
  nodeModel: NodeModelLike;
}

type SidebarsResult = { sidebars: Record<string, SidebarItem[]>; problems: string[] };

/**
 * One result per query run: the resolvers of a query share its node model (Gatsby makes one per
 * query, `nodeModel.withContext`), and a query such as createPages' asks for the sidebars of
 * every doc; the content cannot change within a query. Keyed by the node model, not the context
 * object, since callers outside a resolver (a search record's breadcrumbs) pass only the model:
 * keyed by a context made for each call, the search records' query built the sidebars again
 * for each of its 1,295 records (4.9 s of the build's createPages).
 */
const sidebarsPerQuery = new WeakMap<NodeModelLike, Map<string, Promise<SidebarsResult>>>();

/**
 * The sidebars of a version and, in `gatsby develop`, their problems (a production build fails
 * on them instead). Reading content/sidebars.ts through its node makes every query that calls
 * this depend on the file, so a save in develop runs those queries again.
 */
function sidebarsWithProblems(context: ResolverContext, version: string): Promise<SidebarsResult> {
  const perVersion = sidebarsPerQuery.get(context.nodeModel) ?? new Map<string, Promise<SidebarsResult>>();
  sidebarsPerQuery.set(context.nodeModel, perVersion);
  const known = perVersion.get(version);
  if (known) return known;
  const result = resolveSidebars(context, version);
  perVersion.set(version, result);
  return result;
}

async function resolveSidebars(context: ResolverContext, version: string): Promise<SidebarsResult> {
  const { entries } = await context.nodeModel.findAll({ type: SIDEBARS_SOURCE_TYPE });
  const [source] = Array.from(entries) as SidebarsSourceNode[];
  const docs = await docNodes(context.nodeModel, version);
  const generated = await generatedSidebarItems(context.nodeModel);
  if (!isDevelop()) return { sidebars: buildSidebars(docs, generated, false, source?.sidebars), problems: [] };
  const built = buildSidebarsLeniently(docs, generated, source?.sidebars);
  return { sidebars: built.sidebars, problems: source?.error ? [source.error, ...built.problems] : built.problems };
}

/** The sidebars of a version, by name. */
export async function sidebarsOf(context: ResolverContext, version: string) {
  return (await sidebarsWithProblems(context, version)).sidebars;
}

/** A doc's breadcrumbs and previous/next links, from the sidebar that lists it. */
export async function docNavigationOf(doc: Pick<DocNode, 'version' | 'path'>, nodeModel: NodeModelLike) {
  const sidebars = await sidebarsOf({ nodeModel }, doc.version);
  const name = findSidebar(sidebars, doc.path);
  return docNavigation(name ? sidebars[name] : [], doc.path);
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
        findSidebar(await sidebarsOf(context, doc.version), doc.path),
    },
    sidebarErrors: {
      resolve: async (doc: DocNode, _args: unknown, context: ResolverContext) =>
        (await sidebarsWithProblems(context, doc.version)).problems,
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
        docNavigation((await sidebarsOf(context, currentVersion()))[args.sidebar] ?? [], args.path),
    },
  },
};
