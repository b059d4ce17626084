/**
 * Browser storage keys, shared by the React side and the inline head script that paints the
 * page before any bundle runs (src/gatsby/head-script.ts): both must read the same slots.
 */
export const STORAGE_KEYS = {
  /** 'light' | 'dark' | 'system': the reader's colour-mode choice. */
  theme: 'theme',
  /** The id of the announcement the reader dismissed. */
  announcementDismissed: 'docs-announcement-dismissed-id',
  /** 'true' when the reader hid the docs sidebar. */
  sidebarHidden: 'docs-sidebar-hidden',
  /** The name of the docs version the reader chose. */
  docsVersion: 'docs-preferred-version',
} as const;

/** Query parameters of the embedded mode, in which another site shows these docs in a frame. */
export const EMBED_PARAMS = {
  hideNavigation: 'hideNavigation',
  disableRedirect: 'disableRedirect',
  theme: '_sdoc_theme',
} as const;

/**
 * Attribute the head script puts on <html> when the stored choice hides the docs sidebar, so
 * the server-rendered page is laid out collapsed before React reads the same storage slot.
 */
export const SIDEBAR_HIDDEN_ATTRIBUTE = 'data-docs-sidebar-hidden';

/** Marks the element inside <main> where reading starts (after a docs sidebar, say). */
export const SKIP_TARGET_ATTRIBUTE = 'data-skip-target';

export const DESKTOP_BREAKPOINT_PX = 996;

/** Topics the page posts to its parent window when it runs in a frame, so the host can follow. */
export const EMBED_TOPICS = {
  specInfo: 'spec-info',
  featureFlags: 'feature-flags',
  copyReport: 'copy-report',
  selectReport: 'select-report',
  editorDiff: 'editor-diff',
  componentDisplay: 'component-display',
  serviceStatus: 'service-status',
} as const;

export const INTERNAL_PING_TIMEOUT_MS = 2000;

/** Whether the URL asks the embedded mode to leave redirects off. */
export function redirectsDisabled(search: string): boolean {
  const value = new URLSearchParams(search).get(EMBED_PARAMS.disableRedirect);
  return value !== null && value !== 'false';
}
