/**
 * Runs before Gatsby's router reads the address: a page opened as `/docs/intro.html` or
 * `/docs/intro/index.html` is the page `/docs/intro`, so the address is tidied first and the
 * router, links and highlighting all see the clean path. It also starts the parent-window
 * bridge of framed pages and the warning on failed page loads.
 */
import { normalisePathname } from '../shared/paths';
import { startEmbedBridge } from './embed-bridge';
import { warnOnFailedPreload } from './route-preload';

export function onClientEntry(): void {
  startEmbedBridge();
  warnOnFailedPreload((window as unknown as { ___loader?: Parameters<typeof warnOnFailedPreload>[0] }).___loader);
  const clean = normalisePathname(window.location.pathname);
  if (clean) {
    window.history.replaceState(window.history.state, '', `${clean}${window.location.search}${window.location.hash}`);
  }
}
