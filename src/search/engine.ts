/**
 * The search itself, shared by the Web Worker, the main-thread fallback and the Node
 * benchmark, so what is measured is what readers run. FlexSearch finds candidates (prefix
 * matches of every query word); this module filters them by version and context, ranks them
 * (./rank.ts) and cuts titles and snippets (./snippet.ts).
 */
import FlexSearch from 'flexsearch';
import { siteConfig } from '../config/client';
import {
  flexSearchQueryOptions,
  MIN_PREFIX_LENGTH,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
  type SearchStore,
} from '../shared/search';
import { normalise, queryWords, sanitiseQuery, tokens } from './query';
import { type Candidate, rankCandidates } from './rank';
import { makeSnippet, markParts } from './snippet';

/** How many candidates FlexSearch hands to the ranking. */
export const CANDIDATE_LIMIT = 400;
/** The most results one query returns (the results page asks for more than the dropdown). */
export const MAX_RESULTS = 50;

/** The part of FlexSearch 0.6 used here (its bundled typings describe a different API). */
interface FlexIndex {
  import(payload: string): void;
  search(query: string, limit: number): Array<string | number>;
}

export interface SearchEngine {
  search(query: SearchQuery): SearchResponse;
  /** Number of records in the store. */
  size: number;
}

export function createSearchEngine(indexExport: string, store: SearchStore): SearchEngine {
  const index = (FlexSearch as unknown as { create(options: object): FlexIndex }).create(flexSearchQueryOptions());
  index.import(indexExport);
  const snippetLength = siteConfig.search.snippetLength;
  const ids = Object.keys(store);
  const titleTokens = ids.map((id) => tokens(`${store[id].t} ${store[id].n ?? ''}`));

  return {
    size: ids.length,
    search(query) {
      const words = queryWords(query.text);
      if (words.length === 0) return { words, results: [] };
      const limit = Math.max(1, Math.min(MAX_RESULTS, Math.floor(query.limit) || 1));
      const candidates: Candidate[] = [];
      const consider = (id: string, order: number) => {
        const record = store[id];
        if (!record || record.v !== query.version) return;
        if (query.context && record.c !== query.context) return;
        candidates.push({ id, record, order });
      };
      if (words.length === 1 && words[0].length < MIN_PREFIX_LENGTH) {
        // One letter: the index holds no one-letter prefixes, so match titles directly.
        const letter = words[0];
        ids.forEach((id, order) => {
          if (titleTokens[order].some((token) => token.startsWith(letter))) consider(id, order);
        });
      } else {
        index.search(words.join(' '), CANDIDATE_LIMIT).forEach((id, order) => consider(String(id), order));
      }
      const results: SearchResult[] = rankCandidates(candidates, words, normalise(sanitiseQuery(query.text)))
        .slice(0, limit)
        .map(({ id, record }) => ({
          id,
          title: record.t,
          titleParts: markParts(record.t, words),
          url: record.u,
          breadcrumbs: record.b,
          snippet: makeSnippet(record.x, words, snippetLength),
          context: record.c,
          isPage: record.p === 1,
        }));
      return { words, results };
    },
  };
}

export interface SearchFiles {
  indexUrl: string;
  storeUrl: string;
}

/** Fetches the hashed index and store files and builds the engine. */
export async function loadSearchEngine(files: SearchFiles, fetcher: typeof fetch = fetch): Promise<SearchEngine> {
  const [indexResponse, storeResponse] = await Promise.all([fetcher(files.indexUrl), fetcher(files.storeUrl)]);
  if (!indexResponse.ok || !storeResponse.ok) {
    throw new Error(`The search index could not be loaded (HTTP ${indexResponse.status}/${storeResponse.status}).`);
  }
  const [indexExport, store] = await Promise.all([indexResponse.text(), storeResponse.json() as Promise<SearchStore>]);
  return createSearchEngine(indexExport, store);
}
