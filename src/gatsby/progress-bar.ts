/**
 * A thin bar at the top of the page while the next page loads. It only appears when loading
 * takes more than 200 ms, so fast navigations show nothing (a bar that flashes for an instant
 * only distracts); there is no spinner. Gatsby announces a route (onPreRouteUpdate) only once it
 * has loaded, so the bar starts from what begins a navigation: a click on a link to another
 * page of the site (./site-links.ts follows it) and the browser's back and forward buttons. It
 * goes when the page is shown (onRouteUpdate). Plain DOM on purpose: it must work while React
 * is between two pages.
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

export function showProgressBarSoon(): void {
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

/** From the first render on: each navigation by the browser's history starts the bar. */
export function watchNavigations(): void {
  shownPath = window.location.pathname;
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== shownPath) showProgressBarSoon();
  });
}
