/**
 * Marks the words of `?_highlight=` on the page a search result led to, after mount, and
 * scrolls to the linked section (or, without a #hash, to the first mark). The words only
 * ever become text nodes inside <mark> elements (see src/search/highlight.ts). The marks are
 * removed again when the page changes, so React finds its text as it left it.
 *
 * The marking code loads only for an address that has words to mark.
 *
 * `getContainer` returns the element whose text is marked (the article, or main);
 * `pageKey` changes when the page or its address does, e.g. location.pathname + search.
 */
import { useEffect } from 'react';
import * as styles from '../search/highlight.module.css';
import { HIGHLIGHT_PARAM } from '../shared/search';

/** The element id a `#hash` names; a malformed escape (`#%E0%A4%A`) is taken as it is. */
export function hashTarget(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function useSearchHighlight(getContainer: () => Element | null, pageKey: string): void {
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(HIGHLIGHT_PARAM)) return undefined;
    let live = true;
    let unmark = () => {};
    void import(/* webpackChunkName: "search-highlight" */ '../search/highlight').then(
      ({ highlightWordsFromSearch, markWords, unmarkWords }) => {
        const words = highlightWordsFromSearch(window.location.search);
        const container = getContainer();
        if (!live || words.length === 0 || !container) return;
        const marks = markWords(container, words, styles.mark);
        unmark = () => unmarkWords(container);
        const hash = hashTarget(window.location.hash);
        const target = (hash && document.getElementById(hash)) || marks[0];
        target?.scrollIntoView({ block: hash ? 'start' : 'center' });
      },
    );
    return () => {
      live = false;
      unmark();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- getContainer is read once per page; the page key says when to mark again
  }, [pageKey]);
}
