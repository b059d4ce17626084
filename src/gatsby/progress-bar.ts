/**
 * A thin bar at the top of the page while the next page loads. It only appears when loading
 * takes more than 200 ms, so fast navigations show nothing (a bar that flashes for an instant
 * only distracts); there is no spinner. Gatsby announces a route (onPreRouteUpdate) only once it
 * has loaded, so the bar starts from what begins a navigation: a click on a link to another
 * page of the site (which gatsby-plugin-catch-links or Gatsby's Link then follows) and the
 * browser's back and forward buttons. It goes when the page is shown (onRouteUpdate). Plain DOM
 * on purpose: it must work while React is between two pages.
 */
const PROGRESS_DELAY_MS = 200;
const BAR_ID = 'route-progress-bar';

let timer: number | undefined;
let shownPath: string | null = null;

export function hideProgressBar(): void {
  window.clearTimeout(timer);
  document.getElementById(BAR_ID)?.remove();
  shownPath = window.location.pathname;
}

function showProgressBarSoon(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    if (document.getElementById(BAR_ID)) return;
    const bar = document.createElement('div');
    bar.id = BAR_ID;
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading the page');
    document.body.appendChild(bar);
  }, PROGRESS_DELAY_MS);
}

/** Whether a click follows a link to another page of the site inside the app. */
export function startsNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  return anchor.origin === window.location.origin && anchor.pathname !== window.location.pathname;
}

/** From the first render on: each navigation started by a link or by history starts the bar. */
export function watchNavigations(): void {
  shownPath = window.location.pathname;
  document.addEventListener('click', (event) => {
    if (startsNavigation(event)) showProgressBarSoon();
  });
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== shownPath) showProgressBarSoon();
  });
}
