/**
 * Query sanitising. Everything a reader types (or puts in ?q= and ?_highlight=) passes through
 * here before it reaches the index or a regular expression: the text is capped in length,
 * control characters go, and words are what FlexSearch's tokeniser would make of it (runs of
 * word characters), so symbols and regex metacharacters never reach a pattern unescaped.
 */
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS, STOP_WORDS } from '../shared/search';

const STOP = new Set(STOP_WORDS);

/** The query text as shown back to the reader: trimmed, single-spaced, capped. */
export function sanitiseQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return (
    raw
      .slice(0, MAX_QUERY_LENGTH * 4)
      // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
  );
}

/** Lower-case runs of word characters, as FlexSearch splits text (split: /\W+/). */
export function tokens(text: string): string[] {
  return text.toLowerCase().split(/\W+/).filter(Boolean);
}

/** The distinct searchable words of a query: no stop words, at most MAX_QUERY_WORDS. */
export function queryWords(text: string): string[] {
  const words: string[] = [];
  for (const word of tokens(sanitiseQuery(text))) {
    if (STOP.has(word) || words.includes(word)) continue;
    words.push(word);
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words;
}

/** A string for exact and prefix comparison: `$getRoot` and `getroot()` both give `getroot`. */
export function normalise(text: string): string {
  return tokens(text).join(' ');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * A pattern matching any of `words` at the start of a word, case-insensitively. `$getRoot`
 * matches `getroot` because `$` is not a word character. Null when there are no words.
 */
export function wordsPattern(words: readonly string[]): RegExp | null {
  const usable = words.filter(Boolean).slice(0, MAX_QUERY_WORDS);
  if (usable.length === 0) return null;
  // Longest first, so "editor" wins over "edit" at the same position.
  const sorted = [...usable].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // Words are runs of word characters, so \b marks the start of a word before each.
  return new RegExp(`\\b(?:${sorted.join('|')})`, 'gi');
}
