/**
 * The page's side of search. The first call (search gets focus, mod+k, or the /search page
 * opens) starts a Web Worker that fetches the index and store; the promise is cached so every
 * later query, from any component, reuses it. Where workers are missing or fail to start,
 * the same engine is imported on demand and runs on the main thread. Nothing here runs during
 * server rendering: it is only called from effects and event handlers.
 */
import type { SearchFileUrls, SearchQuery, SearchResponse } from '../shared/search';
import type { WorkerRequest, WorkerResponse } from './protocol';

interface SearchClient {
  search(query: SearchQuery): Promise<SearchResponse>;
}

let cached: Promise<SearchClient> | null = null;

export function getSearchClient(files: SearchFileUrls): Promise<SearchClient> {
  cached ??= createClient(files).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function createClient(files: SearchFileUrls): Promise<SearchClient> {
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
  return { search: async (query) => engine.search(query) };
}

function startWorker(worker: Worker, files: SearchFileUrls): Promise<SearchClient> {
  const pending = new Map<number, (response: SearchResponse) => void>();
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
          search: (query) =>
            new Promise((resolveQuery) => {
              const id = nextId++;
              pending.set(id, resolveQuery);
              post({ type: 'query', id, query });
            }),
        });
      } else if (message.type === 'error') {
        worker.terminate();
        reject(new Error(message.message));
      } else {
        pending.get(message.id)?.(message.response);
        pending.delete(message.id);
      }
    };
    post({ type: 'load', files });
  });
}
