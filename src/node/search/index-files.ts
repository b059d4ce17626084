/**
 * The search index and store the browser downloads, built from every SearchRecord: one
 * FlexSearch 0.6 index and a store of what a result shows, keyed by the same short ids.
 */
import FlexSearch from 'flexsearch';
import { flexSearchBuildOptions, INDEXED_FIELD, type SearchFileUrls, type SearchStore, type StoredRecord } from '../../shared/search';
import { writeHashedFile } from '../static-file';
import { type RecordForIndex, STORE_FIELDS, toIndexDocuments } from './normalise';

export interface SearchFiles {
  index: string;
  store: SearchStore;
}

const SEARCH_RECORDS_QUERY = /* GraphQL */ `
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
`;

interface FlexSearchIndex {
  add(id: string, text: string): void;
  export(): string;
}

/** Runs a query: createPages' `graphql`, or develop's own endpoint (./develop-server.ts). */
export type GraphqlRunner = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;

/** Every record, in the order of the query (by page, then by position in the page). */
export async function searchRecords(graphql: GraphqlRunner): Promise<RecordForIndex[]> {
  const result = await graphql<{ allSearchRecord: { nodes: RecordForIndex[] } }>(SEARCH_RECORDS_QUERY);
  if (result.errors || !result.data) {
    throw new Error(`The search records could not be read (src/node/search/index-files.ts): ${JSON.stringify(result.errors)}`);
  }
  return result.data.allSearchRecord.nodes;
}

export function buildSearchFiles(records: readonly RecordForIndex[]): SearchFiles {
  const index = (FlexSearch as unknown as { create(options: object): FlexSearchIndex }).create(flexSearchBuildOptions());
  const store: SearchStore = {};
  for (const document of toIndexDocuments(records)) {
    const { id, [INDEXED_FIELD]: indexed, ...stored } = document;
    index.add(id, JSON.stringify({ [INDEXED_FIELD]: indexed }));
    // Keys in STORE_FIELDS' order, as the store has always been written.
    store[id] = Object.fromEntries(STORE_FIELDS.filter((key) => key in stored).map((key) => [key, stored[key]])) as unknown as StoredRecord;
  }
  return { index: index.export(), store };
}

/** Writes the files under public/static, named by their content, and returns their URLs. */
export function writeSearchFiles(publicDir: string, files: SearchFiles): SearchFileUrls {
  return {
    indexUrl: writeHashedFile(publicDir, 'search-index-', '.txt', files.index).url,
    storeUrl: writeHashedFile(publicDir, 'search-store-', '.json', JSON.stringify(files.store)).url,
  };
}
