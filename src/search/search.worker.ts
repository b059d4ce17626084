/**
 * The search Web Worker: it loads the index once and answers queries, keeping FlexSearch and
 * the ranking off the main thread while the reader types. The page sends one `load`, and
 * queries only once the worker is ready (./client.ts).
 */
import { loadSearchEngine, type SearchEngine } from './engine';
import type { WorkerRequest, WorkerResponse } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}

const scope = self as unknown as WorkerScope;
let engine: Promise<SearchEngine> | null = null;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'load') {
    engine = loadSearchEngine(message.files);
    engine.then(
      () => scope.postMessage({ type: 'ready' }),
      (error: Error) => scope.postMessage({ type: 'error', message: error.message }),
    );
  } else {
    void engine?.then((loaded) => scope.postMessage({ type: 'result', id: message.id, response: loaded.search(message.query) }));
  }
};
