/**
 * The plugin's public entry for build-time code: what a site may use beside the nodes. Import
 * from the plugin's folder (this file), never from its lib/: what lib/ holds may change with
 * the plugin (a test keeps the site to this). Browser code imports ./routes instead, which is
 * pure; this file reads packages from disk.
 *
 * - The node types and the doc text type: API_MODULE_TYPE, API_DECLARATION_TYPE,
 *   PACKAGE_DOC_TYPE, API_TEXT_TYPE, the records they are made of (DocText, ...), and their
 *   GraphQL definitions (apiTypeDefs), for a site's check that it adds fields of its own to
 *   them and never replaces the plugin's.
 * - The entry points the API reference documents (readPackages, entryPointsOf), so a site's
 *   own tools cover the same modules.
 * - How a README's links become site routes or repository links (rewriteReadmeHref,
 *   repositoryDir), for a site that publishes a README in another form.
 * - escapeHtml, as the plugin escapes text and attributes.
 * - transformProject: the records made from a TypeDoc project (for tests over fixtures).
 * - apiNodesPending: in `gatsby develop`, whether the API nodes are still to come (TypeDoc runs
 *   while the site is served) and when they are there, for the site to make their pages then.
 */
export { API_DECLARATION_TYPE, API_MODULE_TYPE, API_TEXT_TYPE, PACKAGE_DOC_TYPE } from './constants';
export { typeDefs as apiTypeDefs } from './create-schema-customization';
export { entryPointsOf, readPackages } from './lib/packages';
export { repositoryDir, rewriteReadmeHref } from './lib/readme';
export type { CodeBlock, DocText, TextPart } from './lib/records';
export { escapeHtml } from './lib/render-type';
export { transformProject } from './lib/transform';
export { apiNodesPending } from './source-nodes';
