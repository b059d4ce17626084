/**
 * Options of gatsby-plugin-local-search: one FlexSearch index over every SearchRecord, with
 * the same FlexSearch options the browser imports it with. The plugin writes the index and
 * store as content-hashed files when a page queries publicIndexURL / publicStoreURL.
 */
import { flexSearchBuildOptions, INDEXED_FIELD, SEARCH_INDEX_NAME } from '../../shared/search';
import { type RecordForIndex, STORE_FIELDS, toIndexDocuments } from './normalise';

export const searchPluginOptions = {
  name: SEARCH_INDEX_NAME,
  engine: 'flexsearch',
  engineOptions: flexSearchBuildOptions(),
  query: /* GraphQL */ `
    query SearchRecordsForIndex {
      allSearchRecord(sort: [{ url: ASC }, { position: ASC }]) {
        nodes {
          kind
          context
          version
          title
          name
          headings
          description
          keywords
          url
          hash
          breadcrumbs
          text
        }
      }
    }
  `,
  ref: 'id',
  index: [INDEXED_FIELD],
  store: STORE_FIELDS,
  normalizer: ({ data }: { data?: unknown }) =>
    toIndexDocuments((data as { allSearchRecord: { nodes: RecordForIndex[] } }).allSearchRecord.nodes),
};
