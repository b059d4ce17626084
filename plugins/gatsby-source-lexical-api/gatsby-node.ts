/** Gatsby's node APIs of the plugin. Thin on purpose: one file per Gatsby API. */
export { pluginOptionsSchema } from './plugin-options-schema';
export { onPreInit } from './pre-init';
export { createSchemaCustomization } from './create-schema-customization';
export { sourceNodes } from './source-nodes';
