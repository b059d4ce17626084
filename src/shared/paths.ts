/**
 * Spec §2 path handling, shared by the browser (which tidies the address bar) and tests:
 * `x/index.html` and `x.html` are the page `x`, and the empty path is the root.
 * Returns the clean path, or null when the path is already clean.
 */
export function normalisePathname(pathname: string): string | null {
  if (pathname === '') return '/';
  const clean = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (clean === pathname) return null;
  return clean === '' ? '/' : clean;
}
