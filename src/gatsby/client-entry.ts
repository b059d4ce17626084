/**
 * Runs before Gatsby renders the first page: starts the parent-window bridge of framed pages
 * and the warning on failed page loads. (Addresses ending in `.html` are tidied earlier, by the
 * inline head script, because the router has read the address by the time this runs.)
 */
import { startEmbedBridge } from '../embed/bridge';
import { warnOnFailedPreload } from './route-preload';

export function onClientEntry(): void {
  startEmbedBridge();
  warnOnFailedPreload();
}
