/** Messages between the page and the search worker. */
import type { SearchQuery, SearchResponse } from '../shared/search';
import type { SearchFiles } from './engine';

export type WorkerRequest = { type: 'load'; files: SearchFiles } | { type: 'query'; id: number; query: SearchQuery };

export type WorkerResponse =
  { type: 'ready' } | { type: 'error'; message: string } | { type: 'result'; id: number; response?: SearchResponse; error?: string };
