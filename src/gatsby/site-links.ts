/**
 * The site's links are plain anchors (src/components/SiteLink): a click on one navigates inside
 * the app through gatsby-plugin-catch-links. What Gatsby's Link also did for each of its
 * instances is done here once for the whole page, through Gatsby's public `prefetchPathname`
 * and `navigate`:
 * - the page of a link that comes into view is prefetched (one observer for every link, set
 *   up in idle time after each page is shown, so it never adds to the page's first task), and
 *   so is a hovered link's page (one listener), with the static body of a guide or a post
 *   (src/components/MdxBody), which is fetched with the page's HTML;
 * - following a link to the page already shown replaces the history entry instead of adding
 *   a second one.
 */
import { navigate, prefetchPathname } from 'gatsby';
import { fetchBody } from '../components/MdxBody/bodies';
import { API_ROOT, PACKAGES_ROOT } from '../shared/api';
import { BLOG_PATH } from '../shared/blog';
import { PREFETCH_ATTRIBUTE } from '../shared/links';

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

const BLOG_LISTS = /^\/blog\/(tags|authors|archive|page|\d{4})(\/|$)/;

/** Whether the route is a guide or a blog post, whose body the browser keeps static. */
export function hasStaticBody(pathname: string): boolean {
  if ([API_ROOT, PACKAGES_ROOT].some((root) => pathname === root || pathname.startsWith(`${root}/`))) return false;
  if (pathname.startsWith('/docs/')) return true;
  return pathname.startsWith(`${BLOG_PATH}/`) && !BLOG_LISTS.test(pathname);
}

function prefetchBody(anchor: HTMLAnchorElement): void {
  // A body that cannot be fetched is fetched again, and reported, by the page itself.
  if (hasStaticBody(anchor.pathname)) fetchBody(anchor.pathname).catch(() => undefined);
}

function onHover(event: Event): void {
  const anchor = siteAnchor(event);
  const path = anchor && pathOf(anchor);
  if (!anchor || !path) return;
  prefetchPathname(path);
  prefetchBody(anchor);
}

/**
 * A plain click on a link of the site: the static body of the page it leads to is fetched at
 * once, beside Gatsby's loading of the page; a link to the page shown, without a hash, replaces
 * the history entry instead of adding one.
 */
function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin || anchor.target) return;
  if (pathOf(anchor)) {
    prefetchBody(anchor);
    return;
  }
  if (anchor.hash || anchor.search !== window.location.search) return;
  event.preventDefault();
  void navigate(anchor.pathname + anchor.search, { replace: true });
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
    // Before gatsby-plugin-catch-links, which leaves a click whose default is prevented alone.
    document.addEventListener('click', onClick, { capture: true });
    if (typeof IntersectionObserver !== 'undefined') document.addEventListener('mouseover', onHover, { passive: true });
  }
  listening = true;
  if (typeof IntersectionObserver === 'undefined') return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(watchNewLinks);
}
