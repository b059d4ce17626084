/**
 * A thin bar at the top of the page while the next page loads. It only appears when loading
 * takes more than 200 ms (spec §9), so fast navigations show nothing; there is no spinner.
 * Plain DOM on purpose: it must work while React is between two pages.
 */
export const PROGRESS_DELAY_MS = 200;
const BAR_ID = 'route-progress-bar';

let timer: number | undefined;

function remove() {
  window.clearTimeout(timer);
  document.getElementById(BAR_ID)?.remove();
}

export function onPreRouteUpdate(): void {
  remove();
  timer = window.setTimeout(() => {
    const bar = document.createElement('div');
    bar.id = BAR_ID;
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading the page');
    document.body.appendChild(bar);
  }, PROGRESS_DELAY_MS);
}

/** Called when the next page has rendered. */
export function hideProgressBar(): void {
  remove();
}
