/**
 * The one place the site touches Gatsby's private browser globals, because no public API
 * does the job: Gatsby announces a navigation (onPreRouteUpdate) only once the next page has
 * loaded, and its public onRouteUpdateDelayed waits a whole second, so the progress bar has
 * to wrap `window.___navigate` (which the public `navigate` of `gatsby` calls) to start on
 * time; and nothing public reports a page whose code failed to load, so the reload warning
 * wraps `window.___loader.loadPage` (the same object Gatsby's navigation loads pages with).
 *
 * Checked against gatsby 5.16.1 (cache-dir/navigation.js, production-app.js, loader.js). The
 * test beside it fails when the installed version differs or those files change shape: check
 * the two globals again, then update CHECKED_GATSBY_VERSION.
 */
export const CHECKED_GATSBY_VERSION = '5.16.1';

interface PageResources {
  status?: string;
}

/** The part of Gatsby's public loader (`window.___loader`) wrapped here. */
export interface GatsbyLoader {
  loadPage: (path: string) => Promise<PageResources | null | undefined>;
}

export type GatsbyNavigate = (to: string, options?: unknown) => unknown;

interface GatsbyGlobals {
  ___loader?: GatsbyLoader;
  ___navigate?: GatsbyNavigate;
}

const WRAPPED = Symbol.for('lexical-website.wrapped');
type Wrappable = { [WRAPPED]?: boolean };

function globals(): GatsbyGlobals {
  return window as unknown as GatsbyGlobals;
}

/** Replaces Gatsby's navigate with `wrap(original)`, once however often it is called. */
export function wrapGatsbyNavigate(wrap: (original: GatsbyNavigate) => GatsbyNavigate): void {
  const original = globals().___navigate;
  if (!original || (original as Wrappable)[WRAPPED]) return;
  const wrapped = wrap(original);
  (wrapped as Wrappable)[WRAPPED] = true;
  globals().___navigate = wrapped;
}

/** Replaces the loader's loadPage with `wrap(original)`, once however often it is called. */
export function wrapGatsbyLoadPage(wrap: (original: GatsbyLoader['loadPage']) => GatsbyLoader['loadPage']): void {
  const loader = globals().___loader;
  if (!loader || (loader.loadPage as Wrappable)[WRAPPED]) return;
  const wrapped = wrap(loader.loadPage.bind(loader));
  (wrapped as Wrappable)[WRAPPED] = true;
  loader.loadPage = wrapped;
}
