/**
 * The docs versions: one DocsVersion node per configured version (today: current, labelled
 * Next), with its docs and sidebars.
 */
import type { SourceNodesArgs } from 'gatsby';
import { loadSiteConfig } from '../../config';
import { docNodes } from '../docs/resolvers';
import type { Feature } from '../feature';
import type { NodeModelLike } from '../node-model';
import { sidebarsOf, toSidebar } from '../sidebars/resolvers';
import { servesDrafts } from '../mode';

const DOCS_VERSION_TYPE = 'DocsVersion';

interface ResolverContext {
  nodeModel: NodeModelLike;
}

const typeDefs = /* GraphQL */ `
  """A version of the docs. The site has one today: current, labelled Next."""
  type DocsVersion implements Node @dontInfer {
    "Stable version id, e.g. current."
    name: String!
    "What the version dropdown shows, e.g. Next."
    label: String!
    "Whether this is the latest released version."
    isLast: Boolean!
    "The route the version is served under, e.g. /docs."
    path: String!
    "The doc id the version opens on."
    mainDocId: String!
    "The docs of this version, drafts included only in gatsby develop."
    docs: [Doc!]!
    "The sidebars of this version."
    sidebars: [Sidebar!]!
    "Ids of the draft docs, which production builds leave out."
    draftIds: [String!]!
  }
`;

function sourceNodes({ actions, createNodeId, createContentDigest }: SourceNodesArgs): void {
  for (const version of loadSiteConfig().docs.versions) {
    void actions.createNode({
      ...version,
      id: createNodeId(`${DOCS_VERSION_TYPE} ${version.name}`),
      internal: { type: DOCS_VERSION_TYPE, contentDigest: createContentDigest(version) },
    });
  }
}

export const versions: Feature = {
  typeDefs,
  resolvers: {
    [DOCS_VERSION_TYPE]: {
      docs: {
        resolve: async (version: { name: string }, _args: unknown, context: ResolverContext) =>
          (await docNodes(context.nodeModel, version.name)).filter((doc) => servesDrafts() || !doc.draft),
      },
      sidebars: {
        resolve: async (version: { name: string }, _args: unknown, context: ResolverContext) =>
          Object.entries(await sidebarsOf(context, version.name)).map(([name, items]) => toSidebar(name, items)),
      },
      draftIds: {
        resolve: async (version: { name: string }, _args: unknown, context: ResolverContext) =>
          (await docNodes(context.nodeModel, version.name)).filter((doc) => doc.draft).map((doc) => doc.docId),
      },
    },
  },
  sourceNodes,
};
