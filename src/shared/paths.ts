/**
 * Path handling shared by the inline head script (which tidies the address bar before any
 * bundle reads it) and tests: `x/index.html` and `x.html` are the page `x`, and the empty
 * path is the root. The head script embeds these patterns' sources, so both sides agree.
 */
export const INDEX_HTML_SUFFIX = /\/index\.html$/;
export const HTML_SUFFIX = /\.html$/;

/** The clean path, or null when the path is already clean. */
export function normalisePathname(pathname: string): string | null {
  if (pathname === '') return '/';
  const clean = pathname.replace(INDEX_HTML_SUFFIX, '').replace(HTML_SUFFIX, '');
  if (clean === pathname) return null;
  return clean === '' ? '/' : clean;
}
