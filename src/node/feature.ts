/**
 * What one feature of the build (a folder of src/node) gives each Gatsby API. Each feature's
 * index.ts exports one; src/node/features.ts lists them and composes the hooks src/node/gatsby-node.ts
 * re-exports.
 */
import type { BuildArgs, CreateDevServerArgs, CreateNodeArgs, CreatePagesArgs, ParentSpanPluginArgs, SourceNodesArgs } from 'gatsby';

/** onPostBuild's arguments, with the site's output folder and every built page's path. */
export interface PostBuildArgs extends BuildArgs {
  publicDir: string;
  pages: string[];
}

/** GraphQL resolvers of one feature: type name -> field name -> field config (with `resolve`). */
export type Resolvers = Record<string, Record<string, object>>;

export interface Feature {
  /** GraphQL SDL of the types the feature owns, with a description on each type and field. */
  typeDefs?: string;
  resolvers?: Resolvers;
  /** Gatsby's first step: work that can start before the cache and the plugins are ready. */
  onPreInit?: (args: ParentSpanPluginArgs) => void;
  onPreBootstrap?: (args: ParentSpanPluginArgs) => void;
  /** Once every page exists, before the queries and the bundles (which wait for what it returns). */
  onPostBootstrap?: (args: ParentSpanPluginArgs) => void | Promise<void>;
  sourceNodes?: (args: SourceNodesArgs) => void | Promise<void>;
  onCreateNode?: (args: CreateNodeArgs) => void | Promise<void>;
  createPages?: (args: CreatePagesArgs) => Promise<void>;
  /**
   * Pages made once per process from data that does not change while `gatsby develop` runs
   * (the API reference, from the pinned packages): Gatsby does not make them again after each
   * saved file, as it does createPages'.
   */
  createPagesStatefully?: (args: CreatePagesArgs) => Promise<void>;
  onPostBuild?: (args: PostBuildArgs) => void | Promise<void>;
  /** `gatsby develop` only: routes of the development server. */
  onCreateDevServer?: (args: CreateDevServerArgs) => void;
}
