/**
 * The search Web Worker: it loads the index once (the promise is kept, so a second `load`
 * waits for the first) and answers queries, keeping FlexSearch and the ranking off the main
 * thread while the reader types.
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
    engine ??= loadSearchEngine(message.files);
    engine.then(
      () => scope.postMessage({ type: 'ready' }),
      (error: Error) => {
        engine = null;
        scope.postMessage({ type: 'error', message: error.message });
      },
    );
    return;
  }
  if (!engine) {
    scope.postMessage({ type: 'result', id: message.id, error: 'The search index is not loaded.' });
    return;
  }
  engine.then(
    (loaded) => scope.postMessage({ type: 'result', id: message.id, response: loaded.search(message.query) }),
    (error: Error) => scope.postMessage({ type: 'result', id: message.id, error: error.message }),
  );
};
