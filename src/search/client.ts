/**
 * The page's side of search. The first call (search gets focus, mod+k, or the /search page
 * opens) starts a Web Worker that fetches the index and store; the promise is cached so every
 * later query, from any component, reuses it. Where workers are missing or fail to start,
 * the same engine is imported on demand and runs on the main thread. Nothing here runs during
 * server rendering: it is only called from effects and event handlers.
 */
import type { SearchQuery, SearchResponse } from '../shared/search';
import type { SearchFiles } from './engine';
import type { WorkerRequest, WorkerResponse } from './protocol';

interface SearchClient {
  search(query: SearchQuery): Promise<SearchResponse>;
  /** 'worker' or 'main-thread', for tests and diagnostics. */
  mode: 'worker' | 'main-thread';
}

/** The one module-level cache: every component shares the loaded index. */
let cached: Promise<SearchClient> | null = null;

export function getSearchClient(files: SearchFiles): Promise<SearchClient> {
  cached ??= createClient(files).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function createClient(files: SearchFiles): Promise<SearchClient> {
  if (typeof Worker !== 'undefined') {
    try {
      const { createSearchWorker } = await import('./create-worker');
      return await startWorker(createSearchWorker(), files);
    } catch {
      // Fall through to the main thread: a blocked worker script must not break search.
    }
  }
  const { loadSearchEngine } = await import('./engine');
  const engine = await loadSearchEngine(files);
  return { mode: 'main-thread', search: async (query) => engine.search(query) };
}

function startWorker(worker: Worker, files: SearchFiles): Promise<SearchClient> {
  const pending = new Map<number, { resolve(r: SearchResponse): void; reject(e: Error): void }>();
  let nextId = 1;
  const post = (message: WorkerRequest) => worker.postMessage(message);

  return new Promise((resolve, reject) => {
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || 'The search worker failed to start.'));
    };
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === 'ready') {
        resolve({
          mode: 'worker',
          search: (query) =>
            new Promise((resolveQuery, rejectQuery) => {
              const id = nextId++;
              pending.set(id, { resolve: resolveQuery, reject: rejectQuery });
              post({ type: 'query', id, query });
            }),
        });
      } else if (message.type === 'error') {
        worker.terminate();
        reject(new Error(message.message));
      } else {
        const request = pending.get(message.id);
        pending.delete(message.id);
        if (!request) return;
        if (message.response) request.resolve(message.response);
        else request.reject(new Error(message.error ?? 'Search failed.'));
      }
    };
    post({ type: 'load', files });
  });
}
