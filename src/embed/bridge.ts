/**
 * When the site runs inside a frame (the internal static-docs mode), it tells the parent
 * window what it shows and what the reader does. Messages go only to a parent whose origin the
 * configuration allows (`embed.parentOrigins`), and only to that origin, so a site that frames
 * the docs without being listed hears nothing. Outside a frame this does nothing.
 */
import { siteConfig } from '../config/client';
import { EMBED_TOPICS } from '../shared/storage';

type EmbedTopic = (typeof EMBED_TOPICS)[keyof typeof EMBED_TOPICS];

export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** The parent's origin: from `ancestorOrigins` where the browser has it, else the referrer. */
function parentOrigin(win: Window = window): string | null {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/** The origin to post to, or null when the parent is not one the configuration allows. */
export function allowedParentOrigin(win: Window = window, allowed: readonly string[] = siteConfig.embed.parentOrigins): string | null {
  const origin = parentOrigin(win);
  if (!origin) return null;
  const own = win.location.origin;
  return allowed.some((entry) => (entry === 'self' ? origin === own : entry === origin)) ? origin : null;
}

export function postToParent(topic: EmbedTopic, payload: Record<string, unknown>, win: Window = window): void {
  if (!isFramed(win)) return;
  const origin = allowedParentOrigin(win);
  if (!origin) return;
  win.parent.postMessage({ source: 'lexical-docs', topic, payload }, origin);
}

let started = false;

/** Starts the bridge once: feature flags and status now, copy and selection reports after. */
export function startEmbedBridge(win: Window = window): void {
  if (started || !isFramed(win)) return;
  started = true;
  postToParent(EMBED_TOPICS.serviceStatus, { status: 'ready' }, win);
  postToParent(EMBED_TOPICS.featureFlags, { hideNavigation: win.document.documentElement.hasAttribute('data-embedded') }, win);
  win.document.addEventListener('copy', () => {
    postToParent(EMBED_TOPICS.copyReport, { path: win.location.pathname, length: String(win.getSelection() ?? '').length }, win);
  });
  let timer: number | undefined;
  win.document.addEventListener('selectionchange', () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(() => {
      const text = String(win.getSelection() ?? '');
      if (text) postToParent(EMBED_TOPICS.selectReport, { path: win.location.pathname, length: text.length }, win);
    }, 300);
  });
}

let lastReportedTitle: string | null = null;
let pendingTitle: MutationObserver | null = null;

/**
 * Called on every route update: what page the frame now shows. Gatsby announces the route
 * before the new page's Head has replaced the title (removing the old one first, so the title is
 * empty for a moment), so while the title is empty or still the previous page's, the report
 * waits for it to change (or one second, for a page that keeps its title).
 */
export function reportPage(win: Window = window): void {
  if (!isFramed(win)) return;
  pendingTitle?.disconnect();
  const path = win.location.pathname;
  const send = () => {
    pendingTitle?.disconnect();
    pendingTitle = null;
    lastReportedTitle = win.document.title;
    postToParent(EMBED_TOPICS.specInfo, { path, title: win.document.title }, win);
  };
  const isNew = () => win.document.title !== '' && win.document.title !== lastReportedTitle;
  if (isNew()) {
    send();
    return;
  }
  const observer = new MutationObserver(() => {
    if (isNew()) send();
  });
  observer.observe(win.document.head, { subtree: true, childList: true, characterData: true });
  pendingTitle = observer;
  win.setTimeout(() => {
    if (pendingTitle === observer) send();
  }, 1000);
}
