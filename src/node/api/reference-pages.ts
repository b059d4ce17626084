/**
 * `gatsby develop` serves the site while TypeDoc runs (when its records are not cached): the
 * API reference and package pages are made once the plugin's nodes exist, as
 * gatsby-plugin-page-creator makes the page of a file added later (createPagesStatefully keeps
 * its actions). Until those pages exist the develop server holds a browser's request for one of
 * them (opened from the address bar or a bookmark) and answers it then, instead of showing
 * develop's 404 page. Meanwhile each API template has a placeholder page that shows nothing, at
 * an address no link names: Gatsby warns, at its first query extraction, about a template with a
 * page query that no page uses. The placeholders go once the real pages are made.
 */
import type { CreateDevServerArgs, CreatePagesArgs } from 'gatsby';
import { apiNodesPending } from '../../../plugins/gatsby-source-lexical-api';
import { API_ROOT, PACKAGES_ROOT } from '../../shared/api';
import { API_TEMPLATES, createApiPages } from './create-api-pages';

/** Resolves once the pages of a develop that ran TypeDoc are made; null when they were made at once. */
let madeLater: Promise<void> | null = null;

export async function createApiPagesWhenSourced(args: CreatePagesArgs): Promise<void> {
  const pending = apiNodesPending();
  if (!pending) return createApiPages(args);
  args.reporter.info('[api] the API reference and package pages follow when TypeDoc is done; the rest of the site is served meanwhile');
  const placeholders = Object.entries(API_TEMPLATES).map(([name, component]) => ({
    path: `${API_ROOT}/typedoc-pending/${name}`,
    component,
    context: { id: '', seo: { title: 'API reference' } },
  }));
  for (const placeholder of placeholders) args.actions.createPage(placeholder);
  madeLater = pending.then(async () => {
    await createApiPages(args);
    for (const placeholder of placeholders) args.actions.deletePage(placeholder);
  });
}

const isReferenceRoute = (route: string) => [API_ROOT, PACKAGES_ROOT].some((root) => route === root || route.startsWith(`${root}/`));

type Request = { path: string; headers: { accept?: string } };

export function holdReferenceRequests({ app }: CreateDevServerArgs): void {
  app.use((request: Request, _response: unknown, next: () => void) => {
    if (madeLater && isReferenceRoute(request.path) && request.headers.accept?.includes('text/html')) void madeLater.then(next, next);
    else next();
  });
}
