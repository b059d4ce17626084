/**
 * Titles and snippets split into parts, with the matched words flagged so the UI can wrap
 * them in <mark> as React elements (never as HTML strings). A snippet is at most `maxLength`
 * characters, ellipses included, and starts a little before the first match so the reader
 * sees the word in its sentence.
 */
import type { TextPart } from '../shared/search';
import { wordsPattern } from './query';

const ELLIPSIS = '…';

/** Splits `text` into marked and unmarked parts. */
export function markParts(text: string, words: readonly string[]): TextPart[] {
  const pattern = wordsPattern(words);
  if (!pattern) return text ? [{ text, mark: false }] : [];
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), mark: false });
    parts.push({ text: match[0], mark: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}

/** The window of `text` to show: at most `maxLength` characters including ellipses. */
export function snippetText(text: string, words: readonly string[], maxLength: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const pattern = wordsPattern(words);
  const first = pattern ? clean.search(pattern) : -1;
  let start = 0;
  const lead = Math.floor(maxLength / 4);
  if (first > lead) {
    start = first - lead;
    // Start on a word boundary when one is near.
    const space = clean.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  start = Math.min(start, Math.max(0, clean.length - (maxLength - 1)));
  const prefix = start > 0 ? ELLIPSIS : '';
  if (start + maxLength - prefix.length >= clean.length) return `${prefix}${clean.slice(start)}`;
  const room = maxLength - prefix.length - ELLIPSIS.length;
  let body = clean.slice(start, start + room);
  const space = body.lastIndexOf(' ');
  if (space > room / 2) body = body.slice(0, space);
  return `${prefix}${body.trimEnd()}${ELLIPSIS}`;
}

export function makeSnippet(text: string, words: readonly string[], maxLength: number): TextPart[] {
  return markParts(snippetText(text, words, maxLength), words);
}
