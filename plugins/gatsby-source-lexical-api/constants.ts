/** The node types this plugin creates. */
export const API_MODULE_TYPE = 'ApiModule';
export const API_DECLARATION_TYPE = 'ApiDeclaration';
export const PACKAGE_DOC_TYPE = 'PackageDoc';
/** The type of every doc comment and README field (not a node). */
export const API_TEXT_TYPE = 'ApiText';
