/** Thin on purpose: the browser hooks live in src/gatsby/. */
import './src/styles/global.css';
// Before any component: fixes the order of every CSS module in the site's one stylesheet.
import './src/styles/module-order';

export { wrapPageElement, wrapRootElement } from './src/gatsby/wrap-page-element';
export { onClientEntry } from './src/gatsby/client-entry';
export { shouldUpdateScroll } from './src/gatsby/scroll';
export { onRouteUpdate } from './src/gatsby/route-update';
export { replaceHydrateFunction } from './src/gatsby/hydration';
export { disableCorePrefetching, onPostPrefetchPathname } from './src/gatsby/prefetch';
