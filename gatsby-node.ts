/** Gatsby's node APIs: the build's features, composed in src/node/features.ts. Thin on purpose. */
export { onPreInit } from './src/node/config/on-pre-init';
export { onCreateWebpackConfig } from './src/node/config/on-create-webpack-config';
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
} from './src/node/features';
