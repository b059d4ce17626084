import React, { useEffect, useRef } from 'react';

export interface Props {
  open: boolean;
  id?: string;
  children: React.ReactNode;
}

/**
 * Longer content takes a little longer to unfold, so the speed of the motion looks the same,
 * within bounds: a short list never snaps open, a long one never drags.
 */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  return Math.round(Math.min(Math.max(150 + Math.sqrt(height) * 12, 150), 500));
}

/**
 * A region that expands and collapses by animating its height. Closed content is `hidden`
 * (out of the tab order and the accessibility tree); the first render shows the final state
 * without animating, so nothing moves on load.
 */
export default function Collapsible({ open, id, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    if (first.current) {
      first.current = false;
      return undefined;
    }
    el.hidden = false;
    const target = el.scrollHeight;
    // Read when the motion starts: a hook's state would lag one render behind the media query
    // and animate the region once on load when it caught up.
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const duration = collapseDuration(target, reducedMotion);
    el.style.overflow = 'hidden';
    el.style.transition = `height ${duration}ms ease-in-out`;
    el.dataset.duration = String(duration);
    el.style.height = open ? '0px' : `${target}px`;
    // Force layout so the transition starts from the height just set.
    void el.offsetHeight;
    el.style.height = open ? `${target}px` : '0px';
    const done = window.setTimeout(() => {
      el.style.removeProperty('height');
      el.style.removeProperty('overflow');
      el.style.removeProperty('transition');
      el.hidden = !open;
    }, duration);
    return () => window.clearTimeout(done);
  }, [open]);

  return (
    <div ref={ref} id={id} hidden={!open} data-collapsible={open ? 'open' : 'closed'}>
      {children}
    </div>
  );
}
