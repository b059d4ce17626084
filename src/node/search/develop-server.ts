/**
 * `gatsby develop` serves the search index and store from memory, built when a browser first
 * asks for them after a change, at fixed URLs (the SearchIndex node never changes in develop, so
 * no page reloads its data for it). Each run of createPages marks them stale and keeps that run's
 * GraphQL function, which answers with the schema of the latest save.
 */
import type { CreateDevServerArgs, CreatePagesArgs } from 'gatsby';
import { buildSearchFiles, type SearchFileUrls, type SearchFiles, searchRecords } from './index-files';

export const DEVELOP_SEARCH_URLS: SearchFileUrls = { indexUrl: '/__search/index.txt', storeUrl: '/__search/store.json' };

let graphql: CreatePagesArgs['graphql'] | null = null;
let built: Promise<SearchFiles> | null = null;

/** Called by createPages in develop: the records may have changed. */
export function markSearchFilesStale(latest: CreatePagesArgs['graphql']): void {
  graphql = latest;
  built = null;
}

function currentFiles(): Promise<SearchFiles> {
  if (!graphql) return Promise.reject(new Error('The search index is not ready: createPages has not run yet.'));
  if (!built) {
    const building = searchRecords(graphql).then(buildSearchFiles);
    // A failed build is retried by the next request, not served again.
    building.catch(() => {
      if (built === building) built = null;
    });
    built = building;
  }
  return built;
}

export function serveSearchFiles({ app, reporter }: CreateDevServerArgs): void {
  const route = (url: string, type: string, body: (files: SearchFiles) => string) => {
    app.get(
      url,
      (
        _request: unknown,
        response: { set(headers: object): void; send(body: string): void; status(code: number): { send(body: string): void } },
      ) => {
        currentFiles().then(
          (files) => {
            response.set({ 'Content-Type': type, 'Cache-Control': 'no-store' });
            response.send(body(files));
          },
          (error: Error) => {
            reporter.error(`Building the search index for ${url} failed: ${error.message}`);
            response.status(500).send(error.message);
          },
        );
      },
    );
  };
  route(DEVELOP_SEARCH_URLS.indexUrl, 'text/plain; charset=utf-8', (files) => files.index);
  route(DEVELOP_SEARCH_URLS.storeUrl, 'application/json; charset=utf-8', (files) => JSON.stringify(files.store));
}
