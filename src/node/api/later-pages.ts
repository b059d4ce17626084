/**
 * `gatsby develop` serves the site while TypeDoc runs (when its records are not cached): the
 * API reference and package pages are made once the plugin's nodes exist, as
 * gatsby-plugin-page-creator makes the page of a file added later. Until then the develop
 * server holds a browser's request for one of those pages (opened from the address bar or a
 * bookmark) and answers it once the page exists, instead of showing develop's 404 page.
 */
import { createRequire } from 'node:module';
import type { CreateDevServerArgs, CreatePagesArgs } from 'gatsby';
import { apiNodesPending } from '../../../plugins/gatsby-source-lexical-api';
import { API_ROOT, PACKAGES_ROOT } from '../../shared/api';
import { API_TEMPLATES, createApiPages } from './create-api-pages';

/**
 * Gatsby warns at each query extraction about a template with a page query that no page uses;
 * a patch of its query watcher takes the templates whose pages come later.
 */
function expectPagesLater(later: Promise<void>): void {
  const watcher = createRequire(__filename)('gatsby/dist/query/query-watcher') as {
    expectPagesLater?: (component: string, later: Promise<void>) => void;
  };
  if (!watcher.expectPagesLater) throw new Error('Gatsby lacks the patch of patches/gatsby+*.patch (query-watcher.js): run `npm ci`.');
  for (const template of Object.values(API_TEMPLATES)) watcher.expectPagesLater(template, later);
}

/** Resolves once the pages of a develop that ran TypeDoc exist; null when they were made at once. */
let pagesLater: Promise<void> | null = null;

export async function createApiPagesWhenSourced(args: CreatePagesArgs): Promise<void> {
  const pending = apiNodesPending();
  if (!pending) return createApiPages(args);
  args.reporter.info('[api] the API reference and package pages follow when TypeDoc is done; the rest of the site is served meanwhile');
  pagesLater = pending.then(() => createApiPages(args));
  expectPagesLater(pagesLater);
}

const isReferenceRoute = (route: string) => [API_ROOT, PACKAGES_ROOT].some((root) => route === root || route.startsWith(`${root}/`));

type Request = { path: string; headers: { accept?: string } };

export function holdReferenceRequests({ app }: CreateDevServerArgs): void {
  app.use((request: Request, _response: unknown, next: () => void) => {
    if (pagesLater && isReferenceRoute(request.path) && request.headers.accept?.includes('text/html')) void pagesLater.then(next, next);
    else next();
  });
}
