/**
 * @jest-environment node
 *
 * The relevance floor: over the built index, at least 95% of the relevance set's queries
 * (bench/search-relevance.json: exact names, phrases, typos, word forms) have their expected
 * page in the top three, and the examples the README promises all do. `npm run bench:search`
 * prints the same figures with the mean reciprocal rank. Before the first build there is no
 * index and the test is skipped, except when REQUIRE_BUILD=1 (`npm run test:search-relevance`,
 * which `npm test` runs after the build): then a missing build is a failure, never a skip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSearchEngine } from '../engine';
import { evaluateRelevance, matchesExpected, type RelevanceSet } from '../relevance';

const set = JSON.parse(fs.readFileSync(path.resolve('bench/search-relevance.json'), 'utf8')) as RelevanceSet;

function builtFiles(): { index: string; store: string } | null {
  const dir = path.resolve('public/page-data/sq/d');
  if (!fs.existsSync(dir)) return null;
  for (const file of fs.readdirSync(dir)) {
    const files = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).data?.searchIndex;
    if (files) return { index: path.join('public', files.indexUrl), store: path.join('public', files.storeUrl) };
  }
  return null;
}

const files = builtFiles();
if (!files && process.env.REQUIRE_BUILD === '1') {
  throw new Error('No built search index: run `npm run build` before `npm run test:search-relevance`.');
}

describe('the relevance set', () => {
  it('has at least 50 queries of every kind, each with an expected page', () => {
    expect(set.queries.length).toBeGreaterThanOrEqual(50);
    expect(new Set(set.queries.map((q) => q.kind))).toEqual(new Set(['name', 'phrase', 'typo', 'form']));
    for (const query of set.queries) {
      expect(query.q.trim()).not.toBe('');
      expect([1, 3]).toContain(query.top);
      expect(matchesExpected('/docs/x#y', query.expect)).toBe(false);
    }
  });
});

(files ? describe : describe.skip)('relevance over the built index', () => {
  const engine = files ? createSearchEngine(fs.readFileSync(files.index, 'utf8'), JSON.parse(fs.readFileSync(files.store, 'utf8'))) : null;
  const report = engine ? evaluateRelevance(engine, set) : null;

  it('has the expected page in the top three for at least 95% of the queries', () => {
    const missed = report!.outcomes.filter((o) => o.rank === null || o.rank > 3).map((o) => `${o.query.q} -> ${o.top3.join(', ')}`);
    expect({ top3: report!.top3 >= 0.95, missed }).toEqual({ top3: true, missed: expect.any(Array) });
  });

  it.each([
    ['selction', '/docs/concepts/selection'],
    ['trasnforms', '/docs/concepts/transforms'],
    ['serialisation', '/docs/concepts/serialization'],
    ['serialize JSON', '/docs/concepts/serialization'],
    [
      'markdown shortcut',
      [
        '/docs/api/modules/lexical_react_LexicalMarkdownShortcutPlugin#markdownshortcutplugin',
        '/docs/react/plugins#markdownshortcutplugin',
      ],
    ],
  ])('"%s" has its page in the top three', (q, expected) => {
    const urls = engine!.search({ version: '/docs', context: null, text: q, limit: 8 }).results.map((r) => r.url);
    expect(urls.slice(0, 3).some((url) => matchesExpected(url, expected))).toBe(true);
    if (q === 'markdown shortcut') expect(urls.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps exact API names first', () => {
    expect(engine!.search({ version: '/docs', context: null, text: '$getRoot', limit: 8 }).results[0].url).toBe(
      '/docs/api/modules/lexical#getroot',
    );
  });
});
