/**
 * Links the search UI builds: the full results page and its query string, and the two
 * indexes a reader is offered when a query finds nothing.
 */
import { siteConfig } from '../config/client';
import type { SearchContextName } from '../shared/search';

const SEARCH_PAGE_PATH = '/search';

interface SearchPageParams {
  q: string;
  ctx: SearchContextName | null;
  version?: string | null;
}

export function searchPageHref({ q, ctx, version }: SearchPageParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (ctx) params.set('ctx', ctx);
  if (version) params.set('version', version);
  const query = params.toString();
  return query ? `${SEARCH_PAGE_PATH}?${query}` : SEARCH_PAGE_PATH;
}

/** The guides' index (the current version's main doc) and the API index. */
export function browseLinks(): { label: string; to: string }[] {
  const { versions, currentVersion } = siteConfig.docs;
  const version = versions.find((v) => v.name === currentVersion) ?? versions[0];
  return [
    { label: 'Browse the guides', to: `${version.path}/${version.mainDocId}` },
    { label: 'Browse the API reference', to: `${version.path}/api` },
  ];
}
