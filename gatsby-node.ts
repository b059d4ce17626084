/** Thin on purpose: each build step lives in src/node/. */
export { onPreInit } from './src/node/config/on-pre-init';
export { onPreBootstrap } from './src/node/errors/build';
export { onCreateBabelConfig } from './src/node/config/on-create-babel-config';
export { onCreateWebpackConfig } from './src/node/config/on-create-webpack-config';
export { onCreateNode } from './src/node/on-create-node';
export { sourceNodes } from './src/node/source-nodes';
export { createSchemaCustomization, createResolvers } from './src/node/schema/create-schema-customization';
export { createPages } from './src/node/create-pages';
export { onPostBuild } from './src/node/on-post-build';
