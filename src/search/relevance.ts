/**
 * Scores the engine against the relevance set (bench/search-relevance.json): queries a reader
 * would type, each with the page that should come first or in the top three. Shared by the
 * benchmark, which prints the figures, and the Jest test that holds the floor.
 */
import type { SearchEngine } from './engine';

interface RelevanceQuery {
  kind: 'name' | 'phrase' | 'typo' | 'form';
  q: string;
  /** A URL, or URLs any of which counts; one without #hash also matches that page's sections. */
  expect: string | string[];
  /** Where the expected page must be: first (1) or in the top three (3). */
  top: 1 | 3;
}

export interface RelevanceSet {
  about: string;
  queries: RelevanceQuery[];
}

/** How many results are scored for the reciprocal rank. */
const DEPTH = 10;

export function matchesExpected(url: string, expected: string | string[]): boolean {
  const page = url.split('#')[0];
  return (Array.isArray(expected) ? expected : [expected]).some((want) => (want.includes('#') ? url === want : page === want));
}

/** Each query's outcome, and the shares of queries in the top three and at their own target, and the mean reciprocal rank. */
export function evaluateRelevance(engine: SearchEngine, set: RelevanceSet, version = '/docs') {
  const outcomes = set.queries.map((query) => {
    const urls = engine.search({ version, context: null, text: query.q, limit: DEPTH }).results.map((r) => r.url);
    const at = urls.findIndex((url) => matchesExpected(url, query.expect));
    const rank = at === -1 ? null : at + 1;
    return { query, rank, passed: rank !== null && rank <= query.top, top3: urls.slice(0, 3) };
  });
  const share = (count: number) => (outcomes.length === 0 ? 0 : count / outcomes.length);
  return {
    outcomes,
    top3: share(outcomes.filter((o) => o.rank !== null && o.rank <= 3).length),
    passed: share(outcomes.filter((o) => o.passed).length),
    mrr: share(outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0)),
  };
}
