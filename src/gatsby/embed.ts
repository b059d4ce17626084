/**
 * The bridge to a parent window (src/embed/bridge.ts) loads only when the site runs inside a
 * frame: most readers never need it, so it stays out of every page's first view.
 */
type Bridge = typeof import('../embed/bridge');

let bridge: Promise<Bridge> | null = null;

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Inside a frame: `run` with the bridge, started once before its first use. */
export function withEmbedBridge(run: (bridge: Bridge) => void): void {
  if (!isFramed()) return;
  bridge ??= import('../embed/bridge').then((loaded) => {
    loaded.startEmbedBridge();
    return loaded;
  });
  bridge.then(run, (error: unknown) => console.error('The bridge to the parent window could not be loaded:', error));
}
