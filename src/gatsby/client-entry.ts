/**
 * Runs before Gatsby renders the first page: starts the parent-window bridge of framed pages
 * and the progress bar's watch on navigations. (Addresses ending in `.html` are tidied earlier,
 * by the inline head script, because the router has read the address by the time this runs.)
 */
import { withEmbedBridge } from './embed';
import { watchNavigations } from './progress-bar';

export function onClientEntry(): void {
  withEmbedBridge(() => undefined);
  watchNavigations();
}
