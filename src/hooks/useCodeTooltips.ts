/**
 * The quick-info tooltips of the typed samples' identifiers (./codeTooltipListeners.ts says how
 * they behave). Their code loads once the first identifier comes near the viewport: a page whose
 * samples are further down does not load it with its first view. An identifier reached with Tab
 * is scrolled into view, so it loads the code too. Until it loads, identifiers that arrive later
 * (a body fetched after a client-side navigation, the next page of a template that stays
 * mounted) are watched as they come.
 */
import { useEffect } from 'react';
import { CODE_REF_CLASS } from '../shared/code-tips';

/** How near the viewport an identifier comes before the tooltips' code loads. */
const NEAR = '200px';

/** `enabled`: whether the page has quick info at all. */
export function useCodeTooltips(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    let uninstall = () => {};
    const load = () =>
      void import(/* webpackChunkName: "code-tooltips" */ './codeTooltipListeners').then(({ installCodeTooltips }) => {
        if (live) uninstall = installCodeTooltips();
      });
    // Without an IntersectionObserver (an old browser, jsdom), the code loads at once.
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
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
      for (const ref of document.querySelectorAll(`a.${CODE_REF_CLASS}[aria-describedby]`)) observer.observe(ref);
    };
    const arrivals = new MutationObserver(watch);
    watch();
    arrivals.observe(document.body, { childList: true, subtree: true });
    return () => {
      live = false;
      arrivals.disconnect();
      observer.disconnect();
      uninstall();
    };
  }, [enabled]);
}
