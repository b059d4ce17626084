/**
 * A thin bar at the top of the page while the next page loads. It only appears when loading
 * takes more than 200 ms, so fast navigations show nothing (a bar that flashes for an instant
 * only distracts); there is no spinner.
 * Gatsby announces a route (onPreRouteUpdate) only once it has loaded, so the bar starts
 * from its navigate function instead (see ./private-gatsby.ts). Plain DOM on purpose: it must
 * work while React is between two pages.
 */
import { loadMdxBodiesBeforeNavigating } from './mdx-bodies';
import { wrapGatsbyNavigate } from './private-gatsby';

const PROGRESS_DELAY_MS = 200;
const BAR_ID = 'route-progress-bar';

let timer: number | undefined;

export function hideProgressBar(): void {
  window.clearTimeout(timer);
  document.getElementById(BAR_ID)?.remove();
}

function showProgressBarSoon(): void {
  hideProgressBar();
  timer = window.setTimeout(() => {
    const bar = document.createElement('div');
    bar.id = BAR_ID;
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading the page');
    document.body.appendChild(bar);
  }, PROGRESS_DELAY_MS);
}

/**
 * Wraps Gatsby's navigate (set up before the first render) so each navigation starts the bar,
 * around the fetch of a static MDX body (./mdx-bodies.ts), which the bar then covers too.
 */
export function onInitialClientRender(): void {
  loadMdxBodiesBeforeNavigating();
  wrapGatsbyNavigate((original) => (to, options) => {
    const target = new URL(to, window.location.href);
    if (target.pathname !== window.location.pathname) showProgressBarSoon();
    return original(to, options);
  });
}
