/**
 * Prefetching is Gatsby's own in a production build: for each route linked on screen (at most
 * once per route, never on a 2g-class connection or with data saver on) its loader adds a
 * `<link rel=prefetch>` hint for the page data, or a plain GET where hints are unsupported, then
 * reads the data and hints the route's code. The read shares the HTTP cache with the hint, so a
 * route's data is downloaded once: page data is served `max-age=0, must-revalidate` with an
 * ETag, and the read is a conditional request answered 304 with no body (Chromium holds it until
 * the hint's response is in the cache, so even a hover during the hint costs no second body).
 *
 * Once a route's data is prefetched, a hovered link to it also fetches the route's static body,
 * if its page data names one (src/components/MdxBody/bodies.ts).
 *
 * Under `gatsby develop` nothing is loaded ahead: develop compiles a page's code on its first
 * request, so prefetching every route linked on screen would compile a dozen pages the editor
 * never opens, each rebuild competing with the one their last save started.
 */
import type { GatsbyBrowser } from 'gatsby';
import { pageDataPrefetched } from '../components/MdxBody/bodies';
import { routeOf } from './site-links';

export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => process.env.NODE_ENV === 'development';

export const onPostPrefetchPathname: GatsbyBrowser['onPostPrefetchPathname'] = ({ pathname }) => pageDataPrefetched(routeOf(pathname));
