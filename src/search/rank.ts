/**
 * Ranking, done here rather than by FlexSearch (which only finds candidates): readers type a
 * name or a title and expect it first. Tiers, best first:
 *   5 exact title or name (`$getRoot`, `createEditor`, `editor state`),
 *   4 title or name starts with the query,
 *   3 every word starts a word of the title or name,
 *   2 every word starts a word of the headings,
 *   1 the text matched (FlexSearch found it).
 * Within a tier: pages before sections, shorter titles before longer ones for the prefix
 * tiers (`$getRoot` before `$getRootOrShadowRoot`), then FlexSearch's own order.
 */
import type { StoredRecord } from '../shared/search';
import { normalise, tokens } from './query';

export const TIER = { exact: 5, prefix: 4, titleWords: 3, headings: 2, text: 1 } as const;

function everyWordStartsOneOf(words: readonly string[], candidates: readonly string[]): boolean {
  return words.every((word) => candidates.some((candidate) => candidate.startsWith(word)));
}

/**
 * `phrase` is the whole query normalised, stop words included, so "reading the state" is an
 * exact match for "Reading the state" and not for "Reading state"; `words` are the searched
 * words (no stop words).
 */
export function rankTier(record: StoredRecord, words: readonly string[], phrase = words.join(' ')): number {
  const titles = [normalise(record.t), ...(record.n ? [normalise(record.n)] : [])];
  if (titles.includes(phrase)) return TIER.exact;
  if (titles.some((title) => title.startsWith(phrase))) return TIER.prefix;
  if (everyWordStartsOneOf(words, titles.flatMap((title) => title.split(' ')))) return TIER.titleWords;
  if (record.h && everyWordStartsOneOf(words, tokens(record.h))) return TIER.headings;
  return TIER.text;
}

export interface Candidate {
  id: string;
  record: StoredRecord;
  /** Position in FlexSearch's answer. */
  order: number;
}

export interface RankedCandidate extends Candidate {
  tier: number;
}

export function rankCandidates(
  candidates: readonly Candidate[],
  words: readonly string[],
  phrase = words.join(' '),
): RankedCandidate[] {
  return candidates
    .map((candidate) => ({ ...candidate, tier: rankTier(candidate.record, words, phrase) }))
    .sort((a, b) => {
      if (a.tier !== b.tier) return b.tier - a.tier;
      const pages = (b.record.p ? 1 : 0) - (a.record.p ? 1 : 0);
      if (pages !== 0) return pages;
      if (a.tier >= TIER.titleWords && a.record.t.length !== b.record.t.length) {
        return a.record.t.length - b.record.t.length;
      }
      return a.order - b.order;
    });
}
