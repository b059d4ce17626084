/**
 * The SearchRecord type, one record per page or section in the index: declared, not inferred, and
 * described field by field so GraphiQL documents what the search index is made of.
 */
export const SEARCH_RECORD_TYPE = 'SearchRecord';
export const SEARCH_INDEX_TYPE = 'SearchIndex';

export const searchTypeDefs = /* GraphQL */ `
  """One searchable unit: a whole page, or one h2/h3 section of it. Derived at build time from the content layer; the search index and store are built from these."""
  type SearchRecord implements Node @dontInfer {
    "page or section."
    kind: String!
    "The content source that produced the record, e.g. docs (see src/node/search/records)."
    source: String!
    "The search context: docs (guides and package pages) or api (API reference)."
    context: String!
    "The version path the record belongs to, e.g. /docs."
    version: String!
    "The page title, the section heading, or the declaration's title."
    title: String!
    "The exact name of an API declaration (e.g. $getRoot) when it differs from the title."
    name: String
    "Headings under the record: the page's h2/h3 for a page; the page title and deeper headings for a section."
    headings: [String!]!
    "The page's description (empty for sections)."
    description: String!
    "The page's keywords (empty for sections)."
    keywords: [String!]!
    "The page route, without the hash."
    url: String!
    "The anchor of a section (its heading id), or null for a page."
    hash: String
    "Where the record sits, outermost first, e.g. [Docs, Concepts, Editor state]."
    breadcrumbs: [String!]!
    "Plain text of the page intro or section, for the index and for snippets."
    text: String!
    "Order within the page: 0 for the page record, then its sections in order."
    position: Int!
  }

  """Where the browser downloads the search: the index over every SearchRecord and the store of what each result shows (src/node/search/index-files.ts). One node."""
  type ${SEARCH_INDEX_TYPE} implements Node @dontInfer {
    "URL of the FlexSearch 0.6 index export: content-hashed under /static in a build, built on request in develop."
    indexUrl: String!
    "URL of the store, JSON from each record's short id to what a result shows."
    storeUrl: String!
  }
`;
