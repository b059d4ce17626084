/**
 * The static bodies of guides and posts the browser shows after a client-side navigation (the
 * first page keeps the markup it was served with), by route. A body is its own file, written at
 * build from the server's render and kept beside the page's data (src/shared/bodies.ts). It is
 * fetched when a link to a page with a body is hovered or clicked (src/gatsby/site-links.ts),
 * or else by the body as it renders, and a body once shown is kept, so going back needs no fetch.
 */
import { withPrefix } from 'gatsby';
import { bodyFilePath, pageDataPath } from '../../shared/bodies';

const bodies = new Map<string, string>();
/** Fetches under way, so a click after a hover waits for the same request. */
const fetching = new Map<string, Promise<string>>();

/** The route as the cache keys it: without a trailing slash, query or hash. */
function bodyKey(route: string): string {
  const pathname = new URL(route, 'http://localhost').pathname;
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

export function cachedBody(route: string): string | undefined {
  return bodies.get(bodyKey(route));
}

export function keepBody(route: string, html: string): void {
  bodies.set(bodyKey(route), html);
}

/** Fetches the route's body file and keeps it; rejects when it is missing. */
export function fetchBody(route: string): Promise<string> {
  const cached = cachedBody(route);
  if (cached !== undefined) return Promise.resolve(cached);
  const key = bodyKey(route);
  let pending = fetching.get(key);
  if (!pending) {
    pending = fetchBodyFile(key).finally(() => fetching.delete(key));
    fetching.set(key, pending);
  }
  return pending;
}

async function fetchBodyFile(route: string): Promise<string> {
  const response = await fetch(withPrefix(bodyFilePath(route)));
  if (!response.ok) throw new Error(`The body of the page ${route} could not be loaded (HTTP ${response.status}).`);
  const html = await response.text();
  keepBody(route, html);
  return html;
}

/**
 * Whether the route's page has a body file, from its context in the page data Gatsby's loader
 * has already fetched: read from the browser's cache, so it costs no request.
 */
async function hasBody(route: string): Promise<boolean> {
  const response = await fetch(withPrefix(pageDataPath(route)), { cache: 'force-cache' });
  if (!response.ok) return false;
  const data = (await response.json()) as { result?: { pageContext?: { body?: unknown } } };
  return typeof data.result?.pageContext?.body === 'string';
}

/** Routes whose page data Gatsby has prefetched, and routes hovered before it had. */
const prefetched = new Set<string>();
const wanted = new Set<string>();

function fetchBodyIfAny(route: string): void {
  wanted.delete(route);
  // A body that cannot be fetched is fetched again, and reported, by the page itself.
  hasBody(route)
    .then((has) => (has ? fetchBody(route) : null))
    .catch(() => undefined);
}

/**
 * A link to the route is hovered: its body is fetched as soon as its page data says it has one,
 * now if Gatsby has prefetched the data, or else once it has (`pageDataPrefetched`).
 */
export function prefetchBody(route: string): void {
  const key = bodyKey(route);
  if (cachedBody(key) !== undefined || fetching.has(key)) return;
  if (prefetched.has(key)) fetchBodyIfAny(key);
  else wanted.add(key);
}

/** Gatsby's loader has the route's page data (its `onPostPrefetchPathname`). */
export function pageDataPrefetched(route: string): void {
  const key = bodyKey(route);
  prefetched.add(key);
  if (wanted.has(key)) fetchBodyIfAny(key);
}
