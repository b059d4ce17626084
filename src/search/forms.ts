/**
 * Word forms and typos, for matching what readers type against the indexed words.
 *
 * A word's key is its American spelling reduced to its stem by the Porter2 stemmer
 * (wink-porter2-stemmer): serialize, serialized, serialization and serialisation all give
 * `serial`. The stemmer knows nothing of British spelling, so -ise/-isation/-yse and -our are
 * first rewritten to -ize/-ization/-yze and -or; the rewrite runs on both sides (query and
 * indexed words), so a word it wrongly touches (`promise`) still meets itself.
 *
 * Typos are one edit away (a letter inserted, deleted, replaced, or two neighbours swapped):
 * `oneEditVariants` lists every such string over the index's own alphabet, and the engine
 * keeps those the index holds. That is a few hundred set look-ups per word, cheaper than
 * comparing the word with the whole vocabulary.
 */
import stem from 'wink-porter2-stemmer';

/** Indexed words shorter than this are only ever matched exactly. */
export const MIN_TYPO_TARGET_LENGTH = 5;
/** Query words shorter than this are matched exactly (a deleted letter makes 5 into 4). */
export const MIN_TYPO_WORD_LENGTH = MIN_TYPO_TARGET_LENGTH - 1;
/** Longer query words are not corrected: the variants grow with the length, and no name is this long. */
export const MAX_TYPO_WORD_LENGTH = 40;
/** Query words shorter than this are not reduced to their stem (too many words share it). */
export const MIN_STEM_WORD_LENGTH = 4;

const BRITISH: [RegExp, string][] = [
  // serialise, serialised, serialisation(s), serialiser, analyse: at least three letters first,
  // so short words (rise, wise) are left alone.
  [/^([a-z]{3,}[^aeiou\W])is(e|es|ed|ing|er|ers|ation|ations)$/, '$1iz$2'],
  [/^([a-z]{3,})ys(e|es|ed|ing|er|ers)$/, '$1yz$2'],
  // colour, behaviours, favoured, honourable; not four, your, hour, tour, pour.
  [/^([a-z]{3,})our(s|ed|ing|ful|able|ite|ites|less)?$/, '$1or$2'],
];

/** The American spelling of a British -ise/-isation/-yse/-our word; other words unchanged. */
export function americanise(word: string): string {
  for (const [pattern, replacement] of BRITISH) {
    if (pattern.test(word)) return word.replace(pattern, replacement);
  }
  return word;
}

const keys = new Map<string, string>();

/** The key words are grouped by: American spelling, then Porter2 stem. Memoised. */
export function wordKey(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    key = /^[a-z]+$/.test(word) ? stem(americanise(word)) : word;
    keys.set(word, key);
  }
  return key;
}

/**
 * Every string one edit from `word` over `alphabet` (insert, delete, substitute, swap of
 * neighbours), without `word` itself. Duplicates are left in: the caller looks each up.
 */
export function oneEditVariants(word: string, alphabet: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) variants.push(head + tail.slice(1));
    if (tail.length > 1 && tail[0] !== tail[1]) variants.push(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of alphabet) {
      if (tail && letter !== tail[0]) variants.push(head + letter + tail.slice(1));
      variants.push(head + letter + tail);
    }
  }
  return variants;
}

/**
 * Edit distance with adjacent swaps (optimal string alignment), or `max + 1` as soon as it
 * must exceed `max`: the "Did you mean" search compares a word with many candidates.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}
