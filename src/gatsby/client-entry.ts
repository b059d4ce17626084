/**
 * Runs before Gatsby's router reads the address: a page opened as `/docs/intro.html` or
 * `/docs/intro/index.html` is the page `/docs/intro`, so the address is tidied first and the
 * router, links and highlighting all see the clean path.
 */
import { normalisePathname } from '../shared/paths';

export function onClientEntry(): void {
  const clean = normalisePathname(window.location.pathname);
  if (clean) {
    window.history.replaceState(window.history.state, '', `${clean}${window.location.search}${window.location.hash}`);
  }
}
