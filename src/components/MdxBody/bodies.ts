/**
 * The server's markup of static MDX bodies, by page path, for the bodies the browser shows
 * after a client-side navigation (the first page keeps the markup it was served with). A
 * navigation to an MDX page fetches the page's HTML before it renders (see
 * src/gatsby/mdx-bodies.ts), and a body once shown is kept, so going back needs no fetch.
 */
export const MDX_BODY_ATTRIBUTE = 'data-mdx-body';

const bodies = new Map<string, string>();

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
export async function fetchBody(path: string): Promise<string> {
  const cached = cachedBody(path);
  if (cached !== undefined) return cached;
  const response = await fetch(path, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`The page ${path} could not be loaded (HTTP ${response.status}).`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const body = page.querySelector(`[${MDX_BODY_ATTRIBUTE}]`);
  if (!body) throw new Error(`The page ${path} has no MDX body.`);
  keepBody(path, body.innerHTML);
  return body.innerHTML;
}
