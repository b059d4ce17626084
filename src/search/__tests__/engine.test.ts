/** @jest-environment node */
import { createSearchEngine } from '../engine';
import { MAX_RESULTS } from '../../shared/search';
import { matchScore, nameTier, plainWord, QUALITY, type Quality, TIER } from '../rank';
import { buildFixtureIndex, fixtureRecords } from './__fixtures__/records';

const { index, store } = buildFixtureIndex();
const engine = createSearchEngine(index, store);
const titles = (text: string, context: 'docs' | 'api' | null = null, limit = 8) =>
  engine.search({ version: '/docs', context, text, limit }).results.map((r) => r.title);

describe('ranking', () => {
  it('puts an exact declaration name first, before longer names that start with it', () => {
    expect(titles('$getRoot')[0]).toBe('$getRoot');
    expect(titles('$getRoot').indexOf('$getRootOrShadowRoot')).toBeGreaterThan(0);
    expect(titles('getRoot')[0]).toBe('$getRoot');
    expect(titles('createEditor')[0]).toBe('createEditor');
    expect(titles('LexicalComposer')[0]).toBe('LexicalComposer');
    expect(titles('lexicalcomposer').slice(0, 2)).toEqual(['LexicalComposer', 'LexicalComposerContext']);
  });

  it('finds a page by its title before its sections and other pages', () => {
    const found = titles('editor state');
    expect(found[0]).toBe('Editor state');
    expect(found.indexOf('Reading the state')).toBeGreaterThan(0);
  });

  it('matches prefixes while the reader is typing', () => {
    expect(titles('editor sta')[0]).toBe('Editor state');
    expect(titles('createEdi')[0]).toBe('createEditor');
  });

  it('puts exact names, then names that start with the query, then scores by where words matched', () => {
    const record = fixtureRecords[1];
    expect(nameTier(record, 'reading the state')).toBe(TIER.exact);
    expect(nameTier({ ...record, t: 'Reading state' }, 'reading the state')).toBe(TIER.none);
    expect(nameTier({ ...record, t: 'Reading state' }, 'reading state')).toBe(TIER.exact);
    expect(nameTier({ ...record, t: 'Reading state' }, 'reading st')).toBe(TIER.prefix);
    expect(nameTier({ ...record, t: 'Any title', n: '$getRoot' }, 'getroot')).toBe(TIER.exact);
    const score = (words: string[], qualities: Quality[] = words.map(() => QUALITY.exact)) =>
      matchScore(record, words.map(plainWord), qualities).score;
    // Title (reading) > headings (editor) > text (getselection); as typed > another form > typo.
    expect(score(['reading'])).toBeGreaterThan(score(['editor']));
    expect(score(['editor'])).toBeGreaterThan(score(['getselection']));
    expect(score(['getselection'])).toBeGreaterThan(score(['getselection'], [QUALITY.form]));
    expect(score(['getselection'], [QUALITY.form])).toBeGreaterThan(score(['getselection'], [QUALITY.typo]));
  });

  it('filters by context and version', () => {
    expect(
      titles('editor', 'api').every((t) =>
        ['createEditor', 'createEditorStateFromJSON', 'LexicalComposer', 'LexicalComposerContext', '$getRoot'].includes(t),
      ),
    ).toBe(true);
    expect(titles('createEditor', 'docs')).not.toContain('createEditor');
    expect(titles('createEditor', 'docs')).toContain('Quick start');
    expect(titles('older')).toEqual([]);
    expect(engine.search({ version: '/docs/0.1', context: null, text: 'older', limit: 8 }).results[0].title).toBe('Old editor state');
  });

  it('honours the limit and caps it', () => {
    expect(titles('the editor', null, 2)).toHaveLength(2);
    expect(engine.search({ version: '/docs', context: null, text: 'e', limit: 10_000 }).results.length).toBeLessThanOrEqual(MAX_RESULTS);
  });

  it('returns snippets of at most 50 characters with the matched words marked', () => {
    const [first] = engine.search({ version: '/docs', context: null, text: 'createEditor', limit: 8 }).results;
    const snippet = first.snippet.map((p) => p.text).join('');
    expect(snippet.length).toBeLessThanOrEqual(50);
    expect(first.titleParts).toEqual([{ text: 'createEditor', mark: true }]);
  });
});

describe('pathological queries', () => {
  const cases = [
    '',
    '   ',
    '!!!',
    '$^*()[]{}|\\/?+.',
    '(?:a+)+$',
    '<img src=x onerror=alert(1)>',
    'a'.repeat(100_000),
    'editor '.repeat(5000),
    '\u0000\u0001editor',
  ];
  // Their cost is bounded by the query caps; timings belong in `npm run bench:search`.
  it.each(cases.map((c) => [c.slice(0, 30), c]))('answers %j without throwing', (_label, text) => {
    const response = engine.search({ version: '/docs', context: null, text, limit: 8 });
    expect(Array.isArray(response.results)).toBe(true);
    expect(response.words.length).toBeLessThanOrEqual(8);
  });

  it('searches words, not symbols', () => {
    expect(engine.search({ version: '/docs', context: null, text: '!!!', limit: 8 }).results).toEqual([]);
    expect(engine.search({ version: '/docs', context: null, text: 'img onerror', limit: 8 }).results).toEqual([]);
  });
});

describe('index tokens', () => {
  it('indexes prefixes of title words and whole body words', () => {
    const { indexTokens, PREFIX_SEPARATOR } = jest.requireActual('../../shared/search');
    expect(indexTokens(`editor ab ${PREFIX_SEPARATOR} immutable`)).toEqual(['ed', 'edi', 'edit', 'edito', 'editor', 'ab', 'immutable']);
    expect(titles('immutab')).toEqual(['Why the state is immutable', 'Editor state']);
    expect(titles('snapsh')).toEqual([]);
    expect(titles('snapshot')).toEqual(['Editor state']);
    // The exact word first, then another form of it ("commits").
    expect(titles('committed')).toEqual(['Why the state is immutable', 'Reading the state']);
  });
});

describe('one-letter queries', () => {
  it('match the start of title words without a one-letter index', () => {
    expect(titles('r')).toEqual(['Reading the state']);
    expect(titles('g').slice(0, 2)).toEqual(['$getRoot', '$getRootOrShadowRoot']);
    expect(titles('q')[0]).toBe('Quick start');
  });
});
