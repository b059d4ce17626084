/**
 * Marks search words on the page a result led to. Only text nodes are touched: each match
 * is split out with splitText and wrapped in a <mark> element, so the words from the URL are
 * never parsed as HTML. `unmark` puts the text back, so a later visit or a React re-render
 * starts from clean text.
 */
import { HIGHLIGHT_PARAM } from '../shared/search';
import { queryWords, wordsPattern } from './query';

const HIGHLIGHT_ATTRIBUTE = 'data-search-highlight';

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'INPUT', 'MARK', 'SVG']);

/** The words to highlight from a query string such as `?_highlight=editor&_highlight=state`. */
export function highlightWordsFromSearch(search: string): string[] {
  const params = new URLSearchParams(search);
  return queryWords(params.getAll(HIGHLIGHT_PARAM).join(' '));
}

/** A result's href: the words as repeated _highlight parameters, before the #hash. */
export function resultHref(url: string, words: readonly string[]): string {
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const params = new URLSearchParams();
  for (const word of words) params.append(HIGHLIGHT_PARAM, word);
  const query = params.toString();
  return `${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}${hash}`;
}

function textNodes(root: Element): Text[] {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
        if (SKIPPED.has(el.tagName.toUpperCase())) return NodeFilter.FILTER_REJECT;
      }
      return node.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
    },
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Wraps every match of `words` under `root` in <mark>; returns the marks in document order. */
export function markWords(root: Element, words: readonly string[], className?: string): HTMLElement[] {
  const pattern = wordsPattern(words);
  if (!pattern) return [];
  const marks: HTMLElement[] = [];
  for (const node of textNodes(root)) {
    const text = node.nodeValue ?? '';
    const matches = [...text.matchAll(pattern)];
    const nodeMarks: HTMLElement[] = [];
    // Work from the end so earlier offsets stay valid while splitting.
    for (let i = matches.length - 1; i >= 0; i -= 1) {
      const start = matches[i].index ?? 0;
      const matched = node.splitText(start);
      matched.splitText(matches[i][0].length);
      const mark = root.ownerDocument.createElement('mark');
      mark.setAttribute(HIGHLIGHT_ATTRIBUTE, '');
      if (className) mark.className = className;
      matched.parentNode?.replaceChild(mark, matched);
      mark.appendChild(matched);
      nodeMarks.unshift(mark);
    }
    marks.push(...nodeMarks);
  }
  return marks;
}

/** Removes the marks markWords added under `root` and rejoins the split text. */
export function unmarkWords(root: Element): void {
  for (const mark of Array.from(root.querySelectorAll(`mark[${HIGHLIGHT_ATTRIBUTE}]`))) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parent.normalize();
  }
}
