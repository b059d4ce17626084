/**
 * When the site runs inside a frame (the internal static-docs mode), it tells the parent
 * window what it shows and what the reader does, on the topics of spec §7. Outside a frame
 * this does nothing.
 */
import { EMBED_TOPICS } from '../shared/storage';

type Topic = (typeof EMBED_TOPICS)[keyof typeof EMBED_TOPICS];

export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

export function postToParent(topic: Topic, payload: Record<string, unknown>, win: Window = window): void {
  if (!isFramed(win)) return;
  win.parent.postMessage({ source: 'lexical-docs', topic, payload }, '*');
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

/** Called on every route update: what page the frame now shows. */
export function reportPage(win: Window = window): void {
  postToParent(EMBED_TOPICS.specInfo, { path: win.location.pathname, title: win.document.title }, win);
}
