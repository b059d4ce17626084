/**
 * `gatsby develop` serves the search index and store from memory at fixed URLs (the SearchIndex
 * node never changes in develop, so no page reloads its data for it). They are built only when
 * a browser asks (rebuilding the whole index, every API symbol included, took 2 s of each save
 * when it ran with the pages), from the records as develop's own GraphQL endpoint answers for
 * them, and built again only once the content layer has changed: every node's digest is the key.
 */
import crypto from 'node:crypto';
import type { CreateDevServerArgs } from 'gatsby';
import type { SearchFileUrls } from '../../shared/search';
import { buildSearchFiles, type GraphqlRunner, type SearchFiles, searchRecords } from './index-files';

export const DEVELOP_SEARCH_URLS: SearchFileUrls = { indexUrl: '/__search/index.txt', storeUrl: '/__search/store.json' };

interface Request {
  protocol: string;
  get(header: string): string | undefined;
}

interface Response {
  set(headers: object): void;
  send(body: string): void;
  status(code: number): { send(body: string): void };
}

/** A GraphQL runner that asks develop's own endpoint (the one GraphiQL uses), at the address the browser used. */
function endpointOf(request: Request): GraphqlRunner {
  const url = `${request.protocol}://${request.get('host') ?? 'localhost'}/___graphql`;
  return async (query) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return (await response.json()) as never;
  };
}

/** A key of the whole content layer: changes whenever a node is made, changed or removed. */
function contentKey(getNodes: CreateDevServerArgs['getNodes']): string {
  const hash = crypto.createHash('sha256');
  for (const node of getNodes()) hash.update(`${node.id}\0${node.internal.contentDigest}\n`);
  return hash.digest('hex');
}

export function serveSearchFiles({ app, reporter, getNodes }: CreateDevServerArgs): void {
  let built: { key: string; files: Promise<SearchFiles> } | null = null;
  const currentFiles = (request: Request): Promise<SearchFiles> => {
    const key = contentKey(getNodes);
    if (built?.key !== key) {
      const files = searchRecords(endpointOf(request)).then(buildSearchFiles);
      const entry = { key, files };
      // A failed build is built again on the next request, not served again.
      files.catch(() => {
        if (built === entry) built = null;
      });
      built = entry;
    }
    return built.files;
  };
  const route = (url: string, type: string, body: (files: SearchFiles) => string) => {
    app.get(url, (request: Request, response: Response) => {
      currentFiles(request).then(
        (files) => {
          response.set({ 'Content-Type': type, 'Cache-Control': 'no-store' });
          response.send(body(files));
        },
        (error: Error) => {
          reporter.error(`Building the search index for ${url} failed: ${error.message}`);
          response.status(500).send(error.message);
        },
      );
    });
  };
  route(DEVELOP_SEARCH_URLS.indexUrl, 'text/plain; charset=utf-8', (files) => files.index);
  route(DEVELOP_SEARCH_URLS.storeUrl, 'application/json; charset=utf-8', (files) => JSON.stringify(files.store));
}
