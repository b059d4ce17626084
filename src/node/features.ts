/**
 * The features of the build, each a folder of src/node whose index.ts says what it gives each
 * Gatsby API (src/node/feature.ts), and the hooks ./gatsby-node.ts re-exports, composed from
 * them. Every hook runs the features in the order of FEATURES. Two steps depend on it: the
 * sidebars come first, since their createPages makes the SiteSidebars nodes that the other
 * features' queries read; publish comes last, since the deploy headers it writes after the
 * build list every file the build wrote (the sitemap, the feeds, the `.html` aliases included).
 */
import path from 'node:path';
import type { Actions, BuildArgs, CreatePagesArgs, GatsbyNode, ParentSpanPluginArgs } from 'gatsby';
import { api } from './api';
import { blog } from './blog';
import { codeTypes } from './code-types';
import { TYPED_PAGES_SOURCE } from './code-types/typed-pages';
import { docs } from './docs';
import { errors } from './errors';
import type { Feature } from './feature';
import { gallery } from './gallery';
import { home } from './home';
import { fileNodesMade, fileNodesReady } from './files-made';
import { failOnSourcingProblems } from './mode';
import { publish } from './publish';
import { search } from './search';
import { seo } from './seo';
import { sidebars } from './sidebars';
import { versions } from './versions';

const FEATURES: Feature[] = [sidebars, docs, versions, errors, api, codeTypes, blog, search, home, gallery, seo, publish];

/** The site's type definitions, one per feature. */
export const siteTypeDefs = FEATURES.flatMap((feature) => feature.typeDefs ?? []);

/** The site's resolvers, one map per feature: each may add root Query fields, and Gatsby merges the calls. */
export const siteResolvers = FEATURES.flatMap((feature) => feature.resolvers ?? []);

export const onPreInit = (args: ParentSpanPluginArgs): void => {
  for (const feature of FEATURES) feature.onPreInit?.(args);
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = (args) => {
  for (const feature of FEATURES) feature.onPreBootstrap?.(args);
};

/** Every feature's starts before any is waited for: what one waits for does not hold back another's child. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async (args) => {
  await Promise.all(FEATURES.map((feature) => feature.onPostBootstrap?.(args)));
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  await Promise.all(FEATURES.map((feature) => feature.sourceNodes?.(args)));
};

/**
 * One parameter: Gatsby treats a third as a callback and would wait for it. A guide's or post's
 * nodes are made from its File node (./source-file.ts), and createPages waits until they are
 * (./files-made.ts); webpack compiles the body again from the file by itself.
 */
export const onCreateNode = async (args: Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0]) => {
  try {
    for (const feature of FEATURES) await feature.onCreateNode?.(args);
  } finally {
    fileNodesMade(args.node);
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(siteTypeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  for (const featureResolvers of siteResolvers) createResolvers(featureResolvers);
};

/** The routes of the pages made once per process, and of those made by the last createPages. */
const routesMadeOnce = new Set<string>();
let routesMadeEachTime = new Set<string>();

/** A createPage that warns when a route is claimed twice, by one hook or both (the last page wins). */
function checkedCreatePage(args: CreatePagesArgs, own: Set<string>, other: Set<string>): Actions['createPage'] {
  return (page, ...rest) => {
    if (own.has(page.path) || other.has(page.path))
      args.reporter.warn(`Duplicate route ${page.path}: two pages claim it and the last one wins.`);
    own.add(page.path);
    args.actions.createPage(page, ...rest);
  };
}

/** Every feature's pages that are made once per process. */
export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = async (args) => {
  routesMadeOnce.clear();
  const createPage = checkedCreatePage(args, routesMadeOnce, routesMadeEachTime);
  for (const feature of FEATURES) await feature.createPagesStatefully?.({ ...args, actions: { ...args.actions, createPage } });
};

/** Every feature's other pages, made again after each saved file in develop. */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  failOnSourcingProblems(args.reporter);
  // A typed page's marker makes a guide's Doc again in place (./code-types/typed-pages.ts): nothing to wait for.
  await fileNodesReady(args.getNodesByType('File').filter((file) => file.sourceInstanceName !== TYPED_PAGES_SOURCE));
  routesMadeEachTime = new Set();
  const createPage = checkedCreatePage(args, routesMadeEachTime, routesMadeOnce);
  for (const feature of FEATURES) await feature.createPages?.({ ...args, actions: { ...args.actions, createPage } });
};

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (args) => {
  for (const feature of FEATURES) feature.onCreateDevServer?.(args);
};

/** Every page's path, as Gatsby's `SitePage` nodes list them. */
async function builtPagePaths(graphql: BuildArgs['graphql']): Promise<string[]> {
  const result = await graphql<{ allSitePage: { nodes: { path: string }[] } }>(`
    query BuiltPagePaths {
      allSitePage(sort: { path: ASC }) {
        nodes { path }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not list the built pages: ${JSON.stringify(result.errors)}`);
  return result.data.allSitePage.nodes.map((page) => page.path);
}

/**
 * What the build writes beside the pages. The list of pages comes from Gatsby's public
 * `allSitePage` query, and the output folder is `public/` of the site, where `gatsby build`
 * always writes.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const postBuild = { ...args, publicDir: path.join(process.cwd(), 'public'), pages: await builtPagePaths(args.graphql) };
  for (const feature of FEATURES) await feature.onPostBuild?.(postBuild);
};
