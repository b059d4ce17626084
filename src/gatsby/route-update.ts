import { withEmbedBridge } from './embed';
import { watchSiteLinks } from './site-links';
import { hideProgressBar } from './progress-bar';

/** After each page is shown: the progress bar goes, a framed page tells its parent, and the page's links are watched for prefetching. */
export function onRouteUpdate(): void {
  hideProgressBar();
  withEmbedBridge((bridge) => bridge.reportPage());
  watchSiteLinks();
}
