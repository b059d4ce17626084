/**
 * The site's links are plain anchors (src/components/SiteLink): a click on one navigates inside
 * the app through gatsby-plugin-catch-links. What Gatsby's Link also did for each of its
 * instances is done here once for the whole page:
 * - the page of a link that comes into view is queued in Gatsby's loader (one observer for
 *   every link, set up in idle time after each page is shown, so it never adds to the page's
 *   first task), and a hovered link's page is loaded ahead of the click (one listener);
 * - following a link to the page already shown replaces the history entry instead of adding
 *   a second one.
 */
import { PREFETCH_ATTRIBUTE } from '../shared/links';
import { gatsbyPrefetch, wrapGatsbyNavigate, type GatsbyNavigate } from './private-gatsby';

/** The anchors already watched, so a scan after each navigation adds only the new ones. */
const watched = new WeakSet<Element>();
let inView: IntersectionObserver | null = null;
let listening = false;

/** The path Gatsby's loader is given for a site link, or null for the page being shown. */
function pathOf(anchor: HTMLAnchorElement): string | null {
  return anchor.pathname === window.location.pathname ? null : anchor.pathname + anchor.search;
}

function onHover(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${PREFETCH_ATTRIBUTE}]`);
  const path = anchor && pathOf(anchor);
  if (path) gatsbyPrefetch('hovering', path);
}

function watchNewLinks(): void {
  inView ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView?.unobserve(entry.target);
      const path = pathOf(entry.target as HTMLAnchorElement);
      if (path) gatsbyPrefetch('enqueue', path);
    }
  });
  for (const anchor of document.querySelectorAll(`a[${PREFETCH_ATTRIBUTE}]`)) {
    if (watched.has(anchor)) continue;
    watched.add(anchor);
    inView.observe(anchor);
  }
}

/** A navigation to the page already shown replaces its history entry, as Gatsby's Link decides. */
const sameRouteReplaces =
  (original: GatsbyNavigate): GatsbyNavigate =>
  (to, options) => {
    const given = (options ?? {}) as { replace?: boolean };
    if (typeof to === 'string' && given.replace === undefined && encodeURI(to) === window.location.pathname) {
      return original(to, { ...given, replace: true });
    }
    return original(to, options);
  };

/** After each page is shown: its new links are watched (the listener and the wrapper are set up once). */
export function watchSiteLinks(): void {
  wrapGatsbyNavigate(sameRouteReplaces);
  if (typeof IntersectionObserver === 'undefined') return;
  if (!listening) document.addEventListener('mouseover', onHover, { passive: true });
  listening = true;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(watchNewLinks);
}
