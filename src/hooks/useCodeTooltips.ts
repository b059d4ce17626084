/**
 * The quick-info tooltips of the typed samples' identifiers (./codeTooltipListeners.ts says how
 * they behave). Their code loads once the first identifier comes near the viewport: a page whose
 * samples are further down does not load it with its first view. An identifier reached with Tab
 * is scrolled into view, so it loads the code too. Until it loads, identifiers that arrive later
 * (a body fetched after a client-side navigation, the next page of a template that stays
 * mounted) are watched as they come.
 */
import { useEffect } from 'react';
import { CODE_REF_SELECTOR } from '../shared/code-tips';

/** How near the viewport an identifier comes before the tooltips' code loads. */
const NEAR = '200px';

/** `enabled`: whether the page has quick info at all. */
export function useCodeTooltips(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    let uninstall = () => {};
    // Until the listeners are there, a touch's first tap on an identifier is held back (it shows
    // the quick info once they are), as it is afterwards: the link is followed by a second tap.
    let loading = false;
    let touch = false;
    let tapped: HTMLAnchorElement | null = null;
    const onPointerDown = (event: PointerEvent) => {
      touch = event.pointerType === 'touch';
    };
    const onClick = (event: MouseEvent) => {
      const ref = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(CODE_REF_SELECTOR) : null;
      if (!ref || !touch) return;
      event.preventDefault();
      tapped = ref;
      load();
    };
    const stopHolding = () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick, true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick, true);
    const load = () => {
      if (loading) return;
      loading = true;
      void import(/* webpackChunkName: "code-tooltips" */ './codeTooltipListeners').then(({ installCodeTooltips }) => {
        if (!live) return;
        stopHolding();
        uninstall = installCodeTooltips(tapped);
      });
    };
    // Without an IntersectionObserver (an old browser, jsdom), the code loads at once.
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
        stopHolding();
        uninstall();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        arrivals.disconnect();
        load();
      },
      { rootMargin: NEAR },
    );
    const watch = () => {
      for (const ref of document.querySelectorAll(CODE_REF_SELECTOR)) observer.observe(ref);
    };
    const arrivals = new MutationObserver(watch);
    watch();
    arrivals.observe(document.body, { childList: true, subtree: true });
    return () => {
      live = false;
      stopHolding();
      arrivals.disconnect();
      observer.disconnect();
      uninstall();
    };
  }, [enabled]);
}
