/**
 * The plugin's public entry for build-time code: what a site may use beside the nodes (their
 * types, records and GraphQL definitions, for a site that adds fields of its own to them; the
 * packages and entry points documented; how a README's links are rewritten; the plugin's HTML
 * escaping; the transform, for tests over fixtures; and, in `gatsby develop`, whether the API
 * nodes are still to come). Import from the plugin's folder (this file), never from its lib/,
 * which may change with the plugin (a test keeps the site to this). Browser code imports
 * ./routes instead, which is pure; this file reads packages from disk.
 */
export { API_DECLARATION_TYPE, API_MODULE_TYPE, API_TEXT_TYPE, PACKAGE_DOC_TYPE } from './constants';
export { typeDefs as apiTypeDefs } from './create-schema-customization';
export { entryPointsOf, readPackages } from './lib/packages';
export { repositoryDir, rewriteReadmeHref } from './lib/readme';
export type { ApiDeclarationRecord, ApiModuleRecord, CodeBlock, DocText, TextPart } from './lib/records';
export { escapeHtml } from './lib/render-type';
export { transformProject } from './lib/transform';
export { apiNodesPending } from './source-nodes';
