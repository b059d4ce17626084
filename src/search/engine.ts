/**
 * The search itself, shared by the Web Worker, the main-thread fallback and the Node
 * benchmark, so what is measured is what readers run. A record must match every query word:
 * as typed, in another form, or for a word the index does not hold, one edit away
 * (./vocabulary.ts). This module filters the records by version and context, ranks them
 * (./rank.ts), cuts titles and snippets (./snippet.ts), and answers a query that finds
 * nothing with "Did you mean" queries, one or two edits away in title words, that do.
 */
import { siteConfig } from '../config/client';
import {
  MAX_QUERY_WORDS,
  MAX_RESULTS,
  MIN_PREFIX_LENGTH,
  type SearchFileUrls,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
  type SearchStore,
} from '../shared/search';
import { editDistance, MAX_TYPO_WORD_LENGTH, MIN_TYPO_WORD_LENGTH, wordKey } from './forms';
import { normalise, queryWords, sanitiseQuery, tokens } from './query';
import { type Candidate, plainWord, QUALITY, type Quality, type QueryWord, rankCandidates, titleHasWord, titleTokens } from './rank';
import { makeSnippet, markParts } from './snippet';
import { Vocabulary } from './vocabulary';

/** How many candidates the ranking considers at most. */
const CANDIDATE_LIMIT = 120;
/** At most this many "Did you mean" queries. */
const MAX_SUGGESTIONS = 3;

export interface SearchEngine {
  search(query: SearchQuery): SearchResponse;
  /** Number of records in the store. */
  size: number;
}

interface WordMatch {
  word: QueryWord;
  /** Record id -> how it matched and in which slot, packed by `pack`. */
  found: Map<string, number>;
  /** Indexed words other than the typed one that matched, for highlighting. */
  extra: string[];
}

export function createSearchEngine(indexExport: string, store: SearchStore): SearchEngine {
  const vocabulary = new Vocabulary(indexExport);
  const snippetLength = siteConfig.search.snippetLength;
  const ids = Object.keys(store);
  const titleWords = ids.map((id) => tokens(`${store[id].t} ${store[id].n ?? ''}`));
  let suggestionTerms: Map<string, { uses: number; shown: string }> | null = null;

  // A match packed in one number, higher is better: the quality first, then the best slot.
  const slotCount = vocabulary.slotCount;
  const pack = (quality: Quality, slot: number) => quality * slotCount + (slotCount - 1 - slot);
  const qualityOf = (packed: number) => Math.floor(packed / slotCount) as Quality;
  const slotOf = (packed: number) => slotCount - 1 - (packed % slotCount);

  function add(match: WordMatch, token: string, quality: Quality) {
    vocabulary.forEachPosting(token, (id, slot) => {
      const packed = pack(quality, slot);
      const known = match.found.get(id);
      if (known === undefined || packed > known) match.found.set(id, packed);
    });
  }

  function matchWord(word: string): WordMatch {
    const family = vocabulary.family(word);
    const key = family.length > 0 ? wordKey(word) : null;
    const typo = !vocabulary.has(word) && family.length === 0 && word.length >= MIN_TYPO_WORD_LENGTH && word.length <= MAX_TYPO_WORD_LENGTH;
    const corrections = typo ? vocabulary.corrections(word) : [];
    const match: WordMatch = { word: { word, key, corrections }, found: new Map(), extra: [] };
    add(match, word, QUALITY.exact);
    for (const token of family) add(match, token, QUALITY.form);
    if (key !== null && key !== word) match.extra.push(key);
    for (const correction of corrections) {
      add(match, correction, QUALITY.typo);
      match.extra.push(correction);
    }
    return match;
  }

  function find(words: readonly string[], query: SearchQuery): { matches: WordMatch[]; candidates: Candidate[] } {
    const candidates: Candidate[] = [];
    const keep = (id: string) => {
      const record = store[id];
      return Boolean(record) && record.v === query.version && (!query.context || record.c === query.context);
    };
    if (words.length === 1 && words[0].length < MIN_PREFIX_LENGTH) {
      // One letter: the index holds no one-letter prefixes, so match titles directly.
      const letter = words[0];
      for (let order = 0; order < ids.length && candidates.length < CANDIDATE_LIMIT; order += 1) {
        const id = ids[order];
        if (keep(id) && titleWords[order].some((token) => token.startsWith(letter))) {
          candidates.push({ id, record: store[id], order, qualities: [QUALITY.exact], slots: 0 });
        }
      }
      return { matches: [{ word: plainWord(letter), found: new Map(), extra: [] }], candidates };
    }
    const matches = words.map(matchWord);
    const [smallest, ...others] = [...matches].sort((a, b) => a.found.size - b.found.size);
    let chosen: string[] = [];
    for (const id of smallest.found.keys()) {
      if (keep(id) && others.every((other) => other.found.has(id))) chosen.push(id);
    }
    if (chosen.length > CANDIDATE_LIMIT) {
      // Too many to rank them all: records with a query word in the title first, so a
      // broad word ("node") never loses its best records to the cut.
      const typed = matches.map((match) => match.word);
      const inTitle: string[] = [];
      const rest: string[] = [];
      for (const id of chosen) {
        if (titleHasWord(store[id], typed)) inTitle.push(id);
        else if (inTitle.length + rest.length < CANDIDATE_LIMIT) rest.push(id);
        if (inTitle.length === CANDIDATE_LIMIT) break;
      }
      chosen = [...inTitle, ...rest].slice(0, CANDIDATE_LIMIT);
    }
    chosen.forEach((id, order) => {
      const hits = matches.map((match) => match.found.get(id) as number);
      candidates.push({
        id,
        record: store[id],
        order,
        qualities: hits.map(qualityOf),
        slots: hits.reduce((sum, hit) => sum + slotOf(hit), 0),
      });
    });
    return { matches, candidates };
  }

  /**
   * Title words and name parts of every record: how many records use each, and how to show it
   * (names keep their capitals, `createEditor`; plain words are lower case, `selection`).
   */
  function terms(): Map<string, { uses: number; shown: string }> {
    if (!suggestionTerms) {
      const found = new Map<string, { uses: number; shown: string }>();
      for (const id of ids) {
        const { t, n } = store[id];
        const spelled = new Map(
          `${t} ${n ?? ''}`
            .split(/\W+/)
            .filter((word) => /[A-Z]/.test(word.slice(1)))
            .map((word) => [word.toLowerCase(), word]),
        );
        for (const token of titleTokens(store[id])) {
          if (token.length < 3 || !/^[a-z]+$/.test(token)) continue;
          const known = found.get(token);
          if (known) known.uses += 1;
          else found.set(token, { uses: 1, shown: spelled.get(token) ?? token });
        }
      }
      suggestionTerms = found;
    }
    return suggestionTerms;
  }

  /** Title words nearest to `word`: one edit away, or two for longer words; most used first. */
  function nearestTerms(word: string): string[] {
    const max = word.length >= 6 ? 2 : 1;
    const near: { shown: string; distance: number; uses: number }[] = [];
    terms().forEach(({ uses, shown }, term) => {
      const distance = editDistance(word, term, max);
      if (distance > 0 && distance <= max) near.push({ shown, distance, uses });
    });
    return near
      .sort((a, b) => a.distance - b.distance || b.uses - a.uses || a.shown.localeCompare(b.shown))
      .slice(0, MAX_SUGGESTIONS)
      .map((n) => n.shown);
  }

  function suggest(words: readonly string[], matches: readonly WordMatch[], query: SearchQuery): string[] {
    const alternatives: string[][] = [];
    const nearest = matches.map((match, i) => (match.found.size > 0 ? [] : nearestTerms(words[i])));
    // Every unknown word replaced by its nearest term, then one word at a time.
    if (nearest.filter((terms) => terms.length > 0).length > 1) {
      alternatives.push(words.map((w, i) => nearest[i][0] ?? w));
    }
    nearest.forEach((terms, i) => {
      for (const term of terms) alternatives.push(words.map((w, j) => (j === i ? term : w)));
    });
    if (alternatives.length === 0 && words.length > 1) {
      // Every word is known but not all together: each query less one word.
      words.forEach((_, i) => alternatives.push(words.filter((__, j) => j !== i)));
    }
    const suggestions: string[] = [];
    for (const alternative of alternatives) {
      const text = alternative.join(' ');
      if (suggestions.includes(text) || find(alternative, query).candidates.length === 0) continue;
      suggestions.push(text);
      if (suggestions.length === MAX_SUGGESTIONS) break;
    }
    return suggestions;
  }

  return {
    size: ids.length,
    search(query) {
      const words = queryWords(query.text);
      if (words.length === 0) return { words, results: [], suggestions: [] };
      const limit = Math.max(1, Math.min(MAX_RESULTS, Math.floor(query.limit) || 1));
      const { matches, candidates } = find(words, query);
      const highlight = [...new Set([...words, ...matches.flatMap((m) => m.extra)])].slice(0, MAX_QUERY_WORDS);
      const results: SearchResult[] = rankCandidates(
        candidates,
        matches.map((m) => m.word),
        normalise(sanitiseQuery(query.text)),
      )
        .slice(0, limit)
        .map(({ id, record }) => ({
          id,
          title: record.t,
          titleParts: markParts(record.t, highlight),
          url: record.u,
          breadcrumbs: record.b,
          snippet: makeSnippet(record.x, highlight, snippetLength),
          context: record.c,
          isPage: record.p === 1,
        }));
      return { words: highlight, results, suggestions: results.length === 0 ? suggest(words, matches, query) : [] };
    },
  };
}

/** Fetches the hashed index and store files and builds the engine. */
export async function loadSearchEngine(files: SearchFileUrls): Promise<SearchEngine> {
  const [indexResponse, storeResponse] = await Promise.all([fetch(files.indexUrl), fetch(files.storeUrl)]);
  if (!indexResponse.ok || !storeResponse.ok) {
    throw new Error(`The search index could not be loaded (HTTP ${indexResponse.status}/${storeResponse.status}).`);
  }
  const [indexExport, store] = await Promise.all([indexResponse.text(), storeResponse.json() as Promise<SearchStore>]);
  return createSearchEngine(indexExport, store);
}
