/** Messages between the page and the search worker. */
import type { SearchFileUrls, SearchQuery, SearchResponse } from '../shared/search';

export type WorkerRequest = { type: 'load'; files: SearchFileUrls } | { type: 'query'; id: number; query: SearchQuery };

export type WorkerResponse =
  { type: 'ready' } | { type: 'error'; message: string } | { type: 'result'; id: number; response: SearchResponse };
