/**
 * Ranking, done here rather than by FlexSearch (whose index only finds candidates): readers
 * type a name or a title and expect it first, and a word matched exactly must count for more
 * than the same word matched through its stem or a typo.
 *
 * Two tiers come before everything, and only for the query as typed:
 *   exact title or name (`$getRoot`, `createEditor`, `editor state`),
 *   title or name starts with the query (`$getRoot` before `$getRootOrShadowRoot`).
 * Every other candidate gets a score: for each query word, where it matched (title or name
 * words 4, headings 2, the rest of the text 1) times how (as typed 1, another form of the
 * word 0.85, one edit away 0.6). So "serialize JSON" puts the Serialization page, whose title
 * is a form of the first word, before a page that only mentions both.
 * Ties: pages before sections, shorter titles before longer ones when the title matched,
 * then the records whose words come earliest (the index's relevance slots), then index order.
 */
import { nameParts, type StoredRecord } from '../shared/search';
import { wordKey } from './forms';
import { normalise, tokens } from './query';

export const TIER = { exact: 2, prefix: 1, none: 0 } as const;

/** How a query word matched: as typed (or as a prefix), another form of it, one edit away. */
export const QUALITY = { exact: 2, form: 1, typo: 0 } as const;
export type Quality = (typeof QUALITY)[keyof typeof QUALITY];

const QUALITY_FACTOR: Record<Quality, number> = { 2: 1, 1: 0.85, 0: 0.6 };
const FIELD_WEIGHT = { title: 4, headings: 2, text: 1 } as const;

/** One query word and what it was matched through. */
export interface QueryWord {
  word: string;
  /** Its key (American spelling, stem), or null when forms are not searched for it. */
  key: string | null;
  /** Indexed words one edit away, searched because the word itself is not indexed. */
  corrections: readonly string[];
}

export function plainWord(word: string): QueryWord {
  return { word, key: null, corrections: [] };
}

/** Words of a title or headings: the list, and joined with a space before each for a fast scan. */
interface Words {
  list: string[];
  joined: string;
}

function wordsFrom(list: string[]): Words {
  return { list, joined: list.map((token) => ` ${token}`).join('') };
}

/** How well `word` matches the best of `words`, or -1. */
function bestQuality(word: QueryWord, words: Words): Quality | -1 {
  // As typed: some word starts with it.
  if (words.joined.includes(` ${word.word}`)) return QUALITY.exact;
  if (word.key === null && word.corrections.length === 0) return -1;
  // Every form starts with the key less its last letter (see Vocabulary.family).
  const base = word.key?.slice(0, -1);
  let best: Quality | -1 = -1;
  for (const token of words.list) {
    if (base !== undefined && token.startsWith(base) && wordKey(token) === word.key) return QUALITY.form;
    for (const correction of word.corrections) if (token.startsWith(correction)) best = QUALITY.typo;
  }
  return best;
}

/** Records' title and heading words, worked out once per record (the store does not change). */
interface RecordWords {
  /** Title and name, normalised for exact and prefix comparison. */
  names: string[];
  title: Words;
  headings: Words;
}

const recordWords = new WeakMap<StoredRecord, RecordWords>();

function wordsOf(record: StoredRecord): RecordWords {
  let words = recordWords.get(record);
  if (!words) {
    const names = `${record.t} ${record.n ?? ''}`;
    words = {
      names: [normalise(record.t), ...(record.n ? [normalise(record.n)] : [])],
      title: wordsFrom([...new Set([...tokens(names), ...names.split(/\s+/).flatMap(nameParts)])]),
      headings: wordsFrom(record.h ? tokens(record.h) : []),
    };
    recordWords.set(record, words);
  }
  return words;
}

/** Whether some query word, as typed, starts a word of the record's title or name. */
export function titleHasWord(record: StoredRecord, words: readonly QueryWord[]): boolean {
  const { joined } = wordsOf(record).title;
  return words.some((word) => joined.includes(` ${word.word}`));
}

/** The words of a record's title and name, their camel-case parts included. */
export function titleTokens(record: StoredRecord): string[] {
  return wordsOf(record).title.list;
}

/**
 * The tier of a record for the query as typed: its title or name is the query, starts with
 * it, or neither. `phrase` is the whole query normalised, stop words included, so "reading the
 * state" is an exact match for "Reading the state" and not for "Reading state".
 */
export function nameTier(record: StoredRecord, phrase: string): number {
  const names = wordsOf(record).names;
  if (names.includes(phrase)) return TIER.exact;
  if (names.some((name) => name.startsWith(phrase))) return TIER.prefix;
  return TIER.none;
}

export interface Candidate {
  id: string;
  record: StoredRecord;
  /** Position in the index's answer. */
  order: number;
  /** For each query word, how the index matched it in this record. */
  qualities: readonly Quality[];
  /** Sum over the query words of the relevance slot they were found in (lower is better). */
  slots: number;
}

interface RankedCandidate extends Candidate {
  tier: number;
  score: number;
  /** Whether every word matched the title or name. */
  titleMatch: boolean;
}

function weigh(field: number, quality: Quality | -1): number {
  return quality === -1 ? 0 : field * QUALITY_FACTOR[quality];
}

/** The score of a record below the exact tiers (see the module comment). */
export function matchScore(
  record: StoredRecord,
  words: readonly QueryWord[],
  qualities: readonly Quality[],
): { score: number; titleMatch: boolean } {
  const { title, headings } = wordsOf(record);
  let score = 0;
  let titleMatch = true;
  words.forEach((word, i) => {
    // The best field wins; a title match (at least 4 x 0.6) always beats headings (2) and text (1).
    const inTitle = bestQuality(word, title);
    if (inTitle !== -1) {
      score += weigh(FIELD_WEIGHT.title, inTitle);
      return;
    }
    titleMatch = false;
    const inText = weigh(FIELD_WEIGHT.text, qualities[i] ?? QUALITY.typo);
    score += Math.max(weigh(FIELD_WEIGHT.headings, bestQuality(word, headings)), inText);
  });
  return { score, titleMatch };
}

export function rankCandidates(
  candidates: readonly Candidate[],
  words: readonly QueryWord[],
  phrase = words.map((w) => w.word).join(' '),
): RankedCandidate[] {
  return candidates
    .map((candidate) => {
      const tier = nameTier(candidate.record, phrase);
      const { score, titleMatch } = matchScore(candidate.record, words, candidate.qualities);
      return { ...candidate, tier, score, titleMatch: titleMatch || tier !== TIER.none };
    })
    .sort((a, b) => {
      if (a.tier !== b.tier) return b.tier - a.tier;
      if (a.score !== b.score) return b.score - a.score;
      const pages = (b.record.p ? 1 : 0) - (a.record.p ? 1 : 0);
      if (pages !== 0) return pages;
      if (a.titleMatch && b.titleMatch && a.record.t.length !== b.record.t.length) {
        return a.record.t.length - b.record.t.length;
      }
      if (a.slots !== b.slots) return a.slots - b.slots;
      return a.order - b.order;
    });
}
