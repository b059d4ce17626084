/**
 * The site's links are plain anchors (src/components/SiteLink, and every link of the static
 * bodies and API pages). What Gatsby's Link does for each of its instances is done here once for
 * the whole page, through Gatsby's public `prefetchPathname` and `navigate`:
 * - a click on a link of the site navigates inside the app (with the progress bar);
 * - the page of a link that comes into view is prefetched (one observer for every link, set
 *   up in idle time after each page is shown, so it never adds to the page's first task), and
 *   so is a hovered link's page (one listener), with the static body of a guide or a post
 *   (src/components/MdxBody/bodies.ts) once its page data says it has one;
 * - following a link to the page already shown replaces the history entry instead of adding
 *   a second one.
 */
import { navigate, prefetchPathname, withPrefix } from 'gatsby';
import { prefetchBody } from '../components/MdxBody/bodies';
import { PREFETCH_ATTRIBUTE } from '../shared/links';
import { showProgressBarSoon } from './progress-bar';

/** The anchors already watched, so a scan after each navigation adds only the new ones. */
const watched = new WeakSet<Element>();
let inView: IntersectionObserver | null = null;
let listening = false;

/** The path to prefetch for a site link, or null for the page being shown. */
function pathOf(anchor: HTMLAnchorElement): string | null {
  return anchor.pathname === window.location.pathname ? null : anchor.pathname + anchor.search;
}

function siteAnchor(event: Event): HTMLAnchorElement | null {
  return (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${PREFETCH_ATTRIBUTE}]`) ?? null;
}

/** The route of an address of the site: its path without the site's path prefix. */
export function routeOf(pathname: string): string {
  const prefix = withPrefix('/');
  return pathname.startsWith(prefix) ? `/${pathname.slice(prefix.length)}` : pathname;
}

function onHover(event: Event): void {
  const anchor = siteAnchor(event);
  const path = anchor && pathOf(anchor);
  if (!anchor || !path) return;
  prefetchPathname(path);
  if (!anchor.search) prefetchBody(routeOf(anchor.pathname));
}

/** A file of the site (a feed, an image, a Markdown copy) is the browser's to open, not the app's. */
const FILE_EXTENSION = /\.(?!html?$)[a-z0-9]{1,5}$/i;

/** Where the app goes for a click: the path (without the site's path prefix), or null when the browser follows it. */
export function inAppTarget(event: MouseEvent, location: Location = window.location): { url: URL; to: string; samePage: boolean } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || !anchor.href) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.href);
  const prefix = withPrefix('/');
  if (url.origin !== location.origin || !url.pathname.startsWith(prefix) || FILE_EXTENSION.test(url.pathname)) return null;
  // A hash on the page shown: the browser's own jump.
  if (url.hash && url.pathname === location.pathname) return null;
  const to = `/${url.pathname.slice(prefix.length)}${url.search}${url.hash}`;
  return { url, to, samePage: url.pathname + url.search === location.pathname + location.search };
}

/**
 * A plain click on a link of the site, once every other listener had its say (a first tap on a
 * code sample's identifier shows its quick info instead): the app follows it with Gatsby's
 * `navigate`. A link to the page shown replaces the history entry; a link to another page starts
 * the progress bar and the fetch of its static body, beside Gatsby's loading of the page.
 */
function onClick(event: MouseEvent): void {
  const target = inAppTarget(event);
  if (!target) return;
  event.preventDefault();
  if (target.samePage) {
    void navigate(target.to, { replace: true });
    return;
  }
  prefetchBody(routeOf(target.url.pathname));
  showProgressBarSoon();
  void navigate(target.to);
}

function watchNewLinks(): void {
  inView ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView?.unobserve(entry.target);
      const path = pathOf(entry.target as HTMLAnchorElement);
      if (path) prefetchPathname(path);
    }
  });
  for (const anchor of document.querySelectorAll(`a[${PREFETCH_ATTRIBUTE}]`)) {
    if (watched.has(anchor)) continue;
    watched.add(anchor);
    inView.observe(anchor);
  }
}

/** After each page is shown: its new links are watched (the listeners are set up once). */
export function watchSiteLinks(): void {
  if (!listening) {
    // On the window, after the document's listeners.
    window.addEventListener('click', onClick);
    if (typeof IntersectionObserver !== 'undefined') document.addEventListener('mouseover', onHover, { passive: true });
  }
  listening = true;
  if (typeof IntersectionObserver === 'undefined') return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(watchNewLinks);
}
