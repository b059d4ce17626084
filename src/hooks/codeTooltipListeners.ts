/**
 * The listeners behind useCodeTooltips (./useCodeTooltips.ts): the behaviour of the typed
 * samples' linked identifiers, for the whole page at once. A link
 * of class `code-ref` names its quick-info tooltip in aria-describedby, and this shows that
 * tooltip on hover, on keyboard focus and, on a touch screen, on a first tap (a second tap
 * follows the link). Escape, moving the pointer away, blurring or tapping elsewhere closes it,
 * and one tooltip shows at a time. When the page scrolls (focus or a hover may scroll it
 * themselves: the browser brings the identifier into view, and that scroll event can come
 * after the tooltip opened) the tooltip follows its identifier; a pointer the scroll left
 * elsewhere closes it by leaving the identifier.
 *
 * The listeners sit on the document, so links React rendered (the guides' samples) and links
 * the build wrote as HTML into markup React never hydrates (the API reference) behave alike.
 * The tooltip goes below the identifier, or above it when there is no room below, never over
 * it, and is kept inside the viewport.
 */
import { CODE_REF_SELECTOR } from '../shared/code-tips';

const GAP = 6;
const MARGIN = 8;
/** Time to move the pointer from the identifier onto its tooltip before it closes. */
const LEAVE_GRACE_MS = 150;

type Reason = 'hover' | 'focus' | 'tap';
type Listener = [EventTarget, string, EventListener];

function place(tip: HTMLElement, target: HTMLElement): void {
  const box = target.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const fitsBelow = box.bottom + GAP + tip.offsetHeight <= height;
  const fitsAbove = box.top - GAP - tip.offsetHeight >= 0;
  const top = fitsBelow || !fitsAbove ? box.bottom + GAP : box.top - GAP - tip.offsetHeight;
  tip.style.top = `${Math.round(top)}px`;
  tip.style.left = `${Math.round(Math.max(MARGIN, Math.min(box.left, width - tip.offsetWidth - MARGIN)))}px`;
}

function refOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(CODE_REF_SELECTOR) : null;
}

/**
 * Starts the tooltips' listeners on the document; returns what stops them. `tapped`: an
 * identifier a touch tapped before they were there (its link was held back), shown as a first tap.
 */
export function installCodeTooltips(tapped: HTMLAnchorElement | null = null): () => void {
  // What shows: one identifier's tooltip, and why (it closes when no reason is left).
  let anchor: HTMLAnchorElement | null = null;
  let tip: HTMLElement | null = null;
  const reasons = new Set<Reason>();
  let leaving: number | undefined;
  let press = { touch: false, wasOpen: false };

  const inTip = (node: EventTarget | null) => node instanceof Node && tip !== null && tip.contains(node);
  const follow = () => {
    if (anchor && tip) place(tip, anchor);
  };
  const close = () => {
    window.clearTimeout(leaving);
    if (tip) tip.hidden = true;
    anchor = tip = null;
    reasons.clear();
  };
  const show = (target: HTMLAnchorElement, reason: Reason) => {
    window.clearTimeout(leaving);
    if (anchor !== target) {
      close();
      const id = target.getAttribute('aria-describedby');
      tip = id ? document.getElementById(id) : null;
      if (!tip) return;
      anchor = target;
      tip.hidden = false;
    }
    reasons.add(reason);
    follow();
  };
  const hide = (target: HTMLAnchorElement, reason: Reason) => {
    if (anchor !== target) return;
    reasons.delete(reason);
    if (reasons.size === 0) close();
  };
  // A pointer leaving the identifier has a moment to reach the tooltip.
  const leave = () => {
    const target = anchor;
    window.clearTimeout(leaving);
    if (target) leaving = window.setTimeout(() => hide(target, 'hover'), LEAVE_GRACE_MS);
  };

  const onDocument: { [Type in keyof DocumentEventMap]?: (event: DocumentEventMap[Type]) => void } = {
    pointerover: (event) => {
      if (event.pointerType !== 'mouse') return;
      const target = refOf(event.target);
      if (target) show(target, 'hover');
      else if (inTip(event.target)) window.clearTimeout(leaving);
    },
    pointerout: (event) => {
      const to = event.relatedTarget;
      // Moving between the identifier's own tokens, or between it and its tooltip, keeps it open.
      if (event.pointerType !== 'mouse' || inTip(to) || (to instanceof Node && anchor?.contains(to))) return;
      if (refOf(event.target) === anchor || inTip(event.target)) leave();
    },
    focusin: (event) => refOf(event.target) && show(refOf(event.target)!, 'focus'),
    focusout: (event) => refOf(event.target) && hide(refOf(event.target)!, 'focus'),
    pointerdown: (event) => {
      const target = refOf(event.target);
      press = { touch: event.pointerType === 'touch', wasOpen: target !== null && target === anchor };
      if (!target && !inTip(event.target)) close();
    },
    click: (event) => {
      const target = refOf(event.target);
      // On a touch screen the first tap shows the quick info; a tap while it shows follows the link.
      if (!target || !press.touch || press.wasOpen) return;
      event.preventDefault();
      show(target, 'tap');
    },
    keydown: (event) => event.key === 'Escape' && close(),
  };
  const listeners: Listener[] = [
    ...Object.entries(onDocument).map(([type, listener]): Listener => [document, type, listener as EventListener]),
    [window, 'scroll', follow],
    [window, 'resize', close],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  // The code may load after the reader reached an identifier (it loads as the first comes near the viewport).
  const focused = refOf(document.activeElement);
  if (focused) show(focused, 'focus');
  const hovered = document.querySelector<HTMLAnchorElement>(`${CODE_REF_SELECTOR}:hover`);
  if (hovered) show(hovered, 'hover');
  if (tapped) show(tapped, 'tap');
  return () => {
    close();
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
