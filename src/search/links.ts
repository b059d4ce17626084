/** Links the search UI builds: the full results page and its query string. */
import type { SearchContextName } from '../shared/search';

export const SEARCH_PAGE_PATH = '/search';

export interface SearchPageParams {
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
