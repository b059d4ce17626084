/**
 * One download per route. Gatsby's own prefetching adds a `<link rel=prefetch>` hint for the
 * page data of each route linked on screen, then fetches the same file again to read it (page
 * data is served `no-cache`, so that second fetch goes back to the server), and a route linked
 * twice on screen can get two identical hints. So core prefetching is off, and a route Gatsby
 * would have prefetched (a link scrolled into view, at most once per route) is loaded by the
 * loader itself: one request for its data and one for each chunk of its code, kept for the
 * navigation, which, like hovering the link, then reuses them instead of fetching again.
 *
 * Under `gatsby develop` nothing is loaded ahead: develop compiles a page's code on its first
 * request, so loading every route linked on screen would compile a dozen pages the editor never
 * opens, each rebuild competing with the one their last save started.
 */
import type { GatsbyBrowser } from 'gatsby';

type LoadPage = (path: string) => Promise<unknown>;

export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => true;

export const onPrefetchPathname: GatsbyBrowser['onPrefetchPathname'] = ({ pathname, loadPage }) => {
  if (process.env.NODE_ENV === 'development') return;
  // A route that cannot be loaded is reported, and reloaded, when the reader follows its link.
  (loadPage as LoadPage)(pathname).catch(() => undefined);
};
