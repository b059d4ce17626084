/**
 * The server's markup of static MDX bodies, by page path, for the bodies the browser shows
 * after a client-side navigation (the first page keeps the markup it was served with). The
 * page's HTML is fetched when a link to it is hovered or clicked (src/gatsby/site-links.ts), or
 * else by the body as it renders, and a body once shown is kept, so going back needs no fetch.
 */
export const MDX_BODY_ATTRIBUTE = 'data-mdx-body';

const bodies = new Map<string, string>();
/** Fetches under way, so a click after a hover waits for the same request. */
const fetching = new Map<string, Promise<string>>();

/** The path as the cache keys it: without a trailing slash, query or hash. */
export function bodyKey(path: string): string {
  const pathname = new URL(path, 'http://localhost').pathname;
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

export function cachedBody(path: string): string | undefined {
  return bodies.get(bodyKey(path));
}

export function keepBody(path: string, html: string): void {
  bodies.set(bodyKey(path), html);
}

/** Fetches the page's HTML and keeps its MDX body; rejects when the page or its body is missing. */
export function fetchBody(path: string): Promise<string> {
  const cached = cachedBody(path);
  if (cached !== undefined) return Promise.resolve(cached);
  const key = bodyKey(path);
  let pending = fetching.get(key);
  if (!pending) {
    pending = fetchPage(path).finally(() => fetching.delete(key));
    fetching.set(key, pending);
  }
  return pending;
}

async function fetchPage(path: string): Promise<string> {
  const response = await fetch(path, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`The page ${path} could not be loaded (HTTP ${response.status}).`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const body = page.querySelector(`[${MDX_BODY_ATTRIBUTE}]`);
  if (!body) throw new Error(`The page ${path} has no MDX body.`);
  keepBody(path, body.innerHTML);
  return body.innerHTML;
}
