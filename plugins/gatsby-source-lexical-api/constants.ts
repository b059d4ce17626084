/** The node types this plugin creates, and its name (its cache directory is named after it). */
export const PLUGIN_NAME = 'gatsby-source-lexical-api';
export const API_MODULE_TYPE = 'ApiModule';
export const API_DECLARATION_TYPE = 'ApiDeclaration';
export const PACKAGE_DOC_TYPE = 'PackageDoc';
export const ERROR_CODES_TYPE = 'LexicalErrorCodes';
