import { reportPage } from '../embed/bridge';
import { hideProgressBar } from './progress-bar';

/** After each navigation: the progress bar goes, and a framed page tells its parent. */
export function onRouteUpdate(): void {
  hideProgressBar();
  reportPage();
}
