/** Thin on purpose: the build's features live in src/node/, composed in src/node/features.ts. */
export { onPreInit } from './src/node/config/on-pre-init';
export { onCreateBabelConfig } from './src/node/config/on-create-babel-config';
export { onCreateWebpackConfig } from './src/node/config/on-create-webpack-config';
export {
  onPreBootstrap,
  sourceNodes,
  onCreateNode,
  createSchemaCustomization,
  createResolvers,
  createPages,
  onPostBuild,
  onCreateDevServer,
} from './src/node/features';
