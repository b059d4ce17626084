/** Gatsby's node APIs (loaded by gatsby-node.js): the build's features, composed in ./features.ts. */
export { onPreInit } from './config/on-pre-init';
export { onCreateWebpackConfig } from './config/on-create-webpack-config';
export {
  onPreBootstrap,
  onPostBootstrap,
  sourceNodes,
  onCreateNode,
  createSchemaCustomization,
  createResolvers,
  createPages,
  createPagesStatefully,
  onPostBuild,
  onCreateDevServer,
} from './features';
