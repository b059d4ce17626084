/**
 * Webpack 5 turns `new Worker(new URL(..., import.meta.url))` into a separate chunk, so the
 * worker and FlexSearch stay out of every page's bundle. Kept in its own module because
 * Jest cannot parse import.meta.
 */
export function createSearchWorker(): Worker {
  return new Worker(new URL('./search.worker.ts', import.meta.url));
}
