/**
 * A Lexical identifier in a typed code sample: a link to its API entry that shows its quick
 * info (the signature and first sentence the build worked out, rendered once per page by
 * <CodeTips>) on hover, on keyboard focus and, on a touch screen, on a first tap (a second
 * tap follows the link). Escape, moving away, blurring, tapping elsewhere or scrolling closes
 * it (a tooltip shown by keyboard focus follows its identifier when the page scrolls instead). The tooltip goes below the identifier, or above when there is no room below, never over
 * it, and is kept inside the viewport.
 */
import { withPrefix } from 'gatsby';
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { codeTipId, useCodeTips } from '../../contexts/CodeTips';
import * as styles from './styles.module.css';

const GAP = 6;
const MARGIN = 8;
/** Time to move the pointer from the identifier onto its tooltip before it closes. */
const LEAVE_GRACE_MS = 150;

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

type Reason = 'hover' | 'focus' | 'tap';

function useTooltip(id: string) {
  const target = useRef<HTMLAnchorElement | null>(null);
  const [reasons, setReasons] = useState<ReadonlySet<Reason>>(new Set());
  const wasOpenOnPress = useRef(false);
  const pointerType = useRef('');
  const open = reasons.size > 0;
  const focused = reasons.has('focus');
  const set = useCallback((reason: Reason, on: boolean) => {
    setReasons((current) => {
      if (current.has(reason) === on) return current;
      const next = new Set(current);
      if (on) next.add(reason);
      else next.delete(reason);
      return next;
    });
  }, []);

  useEffect(() => {
    const tip = document.getElementById(id);
    const anchor = target.current;
    if (!open || !tip || !anchor) return undefined;
    tip.hidden = false;
    place(tip, anchor);
    let leaving: number | undefined;
    const close = () => setReasons(new Set());
    // Focusing the identifier may itself scroll the page (the browser brings it into view): a
    // tooltip opened by focus follows its identifier; one opened by pointer or tap closes.
    const onScroll = () => {
      if (focused) place(tip, anchor);
      else close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.contains(event.target as Node)) close();
    };
    const stay = () => window.clearTimeout(leaving);
    const leave = () => {
      leaving = window.setTimeout(() => set('hover', false), LEAVE_GRACE_MS);
    };
    tip.addEventListener('pointerenter', stay);
    tip.addEventListener('pointerleave', leave);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', close);
    return () => {
      window.clearTimeout(leaving);
      tip.hidden = true;
      tip.removeEventListener('pointerenter', stay);
      tip.removeEventListener('pointerleave', leave);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', close);
    };
  }, [open, focused, id, set]);

  const handlers = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType === 'mouse') set('hover', true);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const tip = document.getElementById(id);
      // Moving onto the tooltip keeps it open; its own pointerleave closes it.
      if (tip && event.relatedTarget instanceof Node && tip.contains(event.relatedTarget)) return;
      set('hover', false);
    },
    onFocus: () => set('focus', true),
    onBlur: () => set('focus', false),
    onPointerDown: (event: React.PointerEvent) => {
      pointerType.current = event.pointerType;
      wasOpenOnPress.current = open;
    },
    onClick: (event: React.MouseEvent) => {
      // On a touch screen the first tap shows the quick info; a tap while it shows follows the link.
      if (pointerType.current !== 'touch' || wasOpenOnPress.current) return;
      event.preventDefault();
      set('tap', true);
    },
  };
  return { target, handlers };
}

export interface Props {
  /** The key of the page's quick-info entry (see src/node/code-types). */
  tip: string;
  children?: React.ReactNode;
}

export default function CodeRef({ tip, children }: Props) {
  const entry = useCodeTips().find((candidate) => candidate.key === tip);
  const id = codeTipId(tip);
  const { target, handlers } = useTooltip(id);
  // An identifier the reference has no entry for stays plain code (the build counts it unlinked).
  if (!entry?.href) return <>{children}</>;
  return (
    <a ref={target} href={withPrefix(entry.href)} className={styles.ref} aria-describedby={id} {...handlers}>
      {children}
    </a>
  );
}
