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
  /** The page's data: its component's chunk name tells which template renders it. */
  page?: { componentChunkName?: string };
}

/** The part of Gatsby's public loader (`window.___loader`) wrapped and used here. */
export interface GatsbyLoader {
  loadPage: (path: string) => Promise<PageResources | null | undefined>;
  /** Queues the page for prefetching (at most once per route; Gatsby skips it on a slow or data-saving connection). */
  enqueue?: (path: string) => unknown;
  /** Loads the page ahead of a likely click, before the queue. */
  hovering?: (path: string) => unknown;
}

export type GatsbyNavigate = (to: string, options?: unknown) => unknown;

interface GatsbyGlobals {
  ___loader?: GatsbyLoader;
  ___navigate?: GatsbyNavigate;
}

const WRAPPED = Symbol.for('lexical-website.wrapped');
/** The wrappers a wrapped function already holds, so each applies once. */
type Wrappable = { [WRAPPED]?: Set<unknown> };

function wrapOnce<F extends object>(original: F, wrap: unknown, make: () => F): F | null {
  const applied = (original as Wrappable)[WRAPPED];
  if (applied?.has(wrap)) return null;
  const wrapped = make();
  (wrapped as Wrappable)[WRAPPED] = new Set([...(applied ?? []), wrap]);
  return wrapped;
}

function globals(): GatsbyGlobals {
  return window as unknown as GatsbyGlobals;
}

/** Replaces Gatsby's navigate with `wrap(original)`, once per wrapper however often it is called. */
export function wrapGatsbyNavigate(wrap: (original: GatsbyNavigate) => GatsbyNavigate): void {
  const original = globals().___navigate;
  const wrapped = original && wrapOnce(original, wrap, () => wrap(original));
  if (wrapped) globals().___navigate = wrapped;
}

/** Replaces the loader's loadPage with `wrap(original)`, once per wrapper however often it is called. */
export function wrapGatsbyLoadPage(wrap: (original: GatsbyLoader['loadPage']) => GatsbyLoader['loadPage']): void {
  const loader = globals().___loader;
  if (!loader) return;
  const original = loader.loadPage;
  const wrapped = wrapOnce(original, wrap, () => wrap((path) => original.call(loader, path)));
  if (wrapped) loader.loadPage = wrapped;
}

/** What Gatsby's Link does for each link in view (`enqueue`) and each link hovered (`hovering`). */
export function gatsbyPrefetch(kind: 'enqueue' | 'hovering', path: string): void {
  globals().___loader?.[kind]?.(path);
}

/** The page's resources as Gatsby's loader has them (loaded once, then from its cache); null outside Gatsby. */
export function loadGatsbyPage(path: string): Promise<PageResources | null | undefined> {
  const loader = globals().___loader;
  return loader ? loader.loadPage(path) : Promise.resolve(null);
}
