/**
 * @jest-environment node
 *
 * Search that forgives: word forms, British spellings and one-letter typos, ranked below
 * what the reader typed, and "Did you mean" when nothing is found. The fixture mirrors the
 * real pages these queries are about (titles, headings, a few words of body), including the
 * page that only mentions the words of "serialize JSON".
 */
import { createSearchEngine } from '../engine';
import { americanise, editDistance, oneEditVariants, wordKey } from '../forms';
import { Vocabulary } from '../vocabulary';
import { buildFixtureIndex, type FixtureRecord } from './__fixtures__/records';

const docs = (r: Omit<FixtureRecord, 'c' | 'v'>): FixtureRecord => ({ c: 'docs', v: '/docs', ...r });
const api = (r: Omit<FixtureRecord, 'c' | 'v' | 'h' | 'p'>): FixtureRecord => ({ c: 'api', v: '/docs', h: '', p: 1, ...r });

const records: FixtureRecord[] = [
  docs({
    t: 'Serialization',
    u: '/docs/concepts/serialization',
    b: ['Docs', 'Concepts'],
    h: 'JSON | HTML | Versioning custom nodes',
    x: 'Saving an editor state and loading it back.',
    p: 1,
    indexed:
      'An editor state is saved as JSON and loaded back with parseEditorState. Every node class has exportJSON and importJSON; the serialized form carries its type and version.',
  }),
  docs({
    t: 'Versioning custom nodes',
    u: '/docs/concepts/serialization#versioning-custom-nodes',
    b: ['Docs', 'Concepts', 'Serialization'],
    h: 'Serialization',
    x: 'Keep old documents loading after a node changes.',
    indexed: 'Keep old documents loading after a node changes shape: read the version field in importJSON.',
  }),
  docs({
    t: 'Node state',
    u: '/docs/concepts/node-state',
    b: ['Docs', 'Concepts'],
    h: 'Defining a state | Reading and writing',
    x: 'Values attached to any node without a subclass.',
    p: 1,
    indexed:
      'Attach values to any node without a subclass. The values serialize to JSON with the node; $getState and $setState read and write them.',
  }),
  docs({
    t: 'Transforms',
    u: '/docs/concepts/transforms',
    b: ['Docs', 'Concepts'],
    h: 'Registering a transform | When transforms run',
    x: 'Code that runs when a node of a class changes.',
    p: 1,
    indexed: 'A transform runs when a node of its class is marked dirty, before the update is committed. registerNodeTransform adds one.',
  }),
  docs({
    t: 'Selection',
    u: '/docs/concepts/selection',
    b: ['Docs', 'Concepts'],
    h: 'Range selections | Node selections',
    x: 'Where the caret is, and what is selected.',
    p: 1,
    indexed: 'The selection says where the caret is. Read it with $getSelection inside an update.',
  }),
  docs({
    t: 'Sections of the page',
    u: '/docs/design#sections',
    b: ['Docs', 'Design'],
    h: 'Design',
    x: 'How the design document is laid out.',
    indexed: 'Each section covers one idea.',
  }),
  docs({
    t: 'Theming',
    u: '/docs/getting-started/theming',
    b: ['Docs', 'Getting started'],
    h: 'Class names | Colors',
    x: 'Style the editor with your own class names.',
    p: 1,
    indexed: 'Customize the color of text and the behavior of links through theme class names.',
  }),
  docs({
    t: 'React plugins',
    u: '/docs/react/plugins',
    b: ['Docs', 'React'],
    h: 'MarkdownShortcutPlugin | HistoryPlugin',
    x: 'The plugins that ship with @lexical/react.',
    p: 1,
    indexed: 'Markdown shortcuts turn # into a heading as you type. The history plugin keeps undo.',
  }),
  docs({
    t: 'Working with the root',
    u: '/docs/concepts/root',
    b: ['Docs', 'Concepts'],
    h: 'The root node',
    x: 'Everything hangs off the root.',
    p: 1,
    indexed: 'The root holds every other node; call $getRoot to reach the root.',
  }),
  docs({
    t: 'Notes on nodes',
    u: '/docs/concepts/notes',
    b: ['Docs', 'Concepts'],
    h: '',
    x: 'A page that mentions notes.',
    p: 1,
    indexed: 'These notes are short.',
  }),
  api({
    t: 'MarkdownShortcutPlugin',
    u: '/docs/api/modules/lexical_react_LexicalMarkdownShortcutPlugin#markdownshortcutplugin',
    b: ['API', '@lexical/react'],
    x: 'Turns Markdown typed by the reader into formatted nodes.',
    indexed: 'Turns Markdown typed by the reader into formatted nodes.',
  }),
  api({
    t: '@lexical/markdown',
    u: '/docs/packages/lexical-markdown',
    b: ['Packages'],
    x: 'Import and export Markdown.',
    indexed: 'Import and export Markdown, with transformers that also drive the shortcut plugin.',
  }),
  api({
    t: '$getRoot',
    u: '/docs/api/modules/lexical#getroot',
    b: ['API', 'lexical'],
    x: 'Returns the root node.',
    indexed: 'Returns the root node of the active editor state.',
  }),
];

const { index, store } = buildFixtureIndex(records);
const engine = createSearchEngine(index, store);
const search = (text: string, limit = 8) => engine.search({ version: '/docs', context: null, text, limit });
const urls = (text: string) => search(text).results.map((r) => r.url);
const top3 = (text: string) => urls(text).slice(0, 3);

describe("the issue's examples", () => {
  it('finds a page through one slipped letter or a swap', () => {
    expect(top3('selction')).toContain('/docs/concepts/selection');
    expect(top3('trasnforms')).toContain('/docs/concepts/transforms');
  });

  it('finds the British spelling of a page title', () => {
    expect(urls('serialisation')[0]).toBe('/docs/concepts/serialization');
  });

  it('puts the Serialization page before a page that only mentions "serialize" and "JSON"', () => {
    const found = urls('serialize JSON');
    expect(found.slice(0, 3)).toContain('/docs/concepts/serialization');
    expect(found.indexOf('/docs/concepts/serialization')).toBeLessThan(found.indexOf('/docs/concepts/node-state'));
  });

  it('finds several pages and the plugin for "markdown shortcut"', () => {
    const found = urls('markdown shortcut');
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.slice(0, 3)).toContain('/docs/api/modules/lexical_react_LexicalMarkdownShortcutPlugin#markdownshortcutplugin');
  });

  it('keeps an exact API name first: $getRoot beats a page about the root', () => {
    expect(urls('$getRoot')[0]).toBe('/docs/api/modules/lexical#getroot');
    expect(urls('getRoot')[0]).toBe('/docs/api/modules/lexical#getroot');
  });
});

describe('word forms', () => {
  it('gives the forms of a word one key, through American spelling and the stemmer', () => {
    for (const form of ['serialize', 'serializes', 'serialized', 'serializing', 'serialization', 'serialisation', 'serialise']) {
      expect(wordKey(form)).toBe('serial');
    }
    expect(wordKey('transforms')).toBe(wordKey('transformed'));
    expect(wordKey('selecting')).toBe(wordKey('selection'));
    expect(americanise('colours')).toBe('colors');
    expect(americanise('behaviour')).toBe('behavior');
    expect(americanise('customised')).toBe('customized');
    expect(americanise('analyse')).toBe('analyze');
    for (const word of ['four', 'your', 'hour', 'rise', 'wise', 'base']) expect(americanise(word)).toBe(word);
  });

  it('matches inflections and British spellings of indexed words', () => {
    expect(top3('transformed')).toContain('/docs/concepts/transforms');
    expect(top3('selecting')).toContain('/docs/concepts/selection');
    expect(urls('colour')).toContain('/docs/getting-started/theming');
    expect(urls('behaviour')).toContain('/docs/getting-started/theming');
    expect(urls('customise')).toContain('/docs/getting-started/theming');
  });

  it('marks the stem too, so the page shows where the form matched', () => {
    const response = search('serialisation');
    expect(response.words).toEqual(['serialisation', 'serial']);
    expect(response.results[0].titleParts[0]).toEqual({ text: 'Serial', mark: true });
  });

  it('ranks a word as typed before another form of it', () => {
    // "transform" is in both pages' text; only the first holds "transforms" as typed.
    const found = urls('transforms run');
    expect(found[0]).toBe('/docs/concepts/transforms');
  });
});

describe('typos', () => {
  it('lists every string one edit away: insert, delete, substitute, swap', () => {
    const variants = new Set(oneEditVariants('abc', 'abcx'));
    for (const v of ['bc', 'ac', 'ab', 'bac', 'acb', 'xbc', 'axc', 'abx', 'xabc', 'abxc', 'abcx']) expect(variants.has(v)).toBe(true);
    expect(variants.has('abc')).toBe(false);
    expect(editDistance('selction', 'selection', 2)).toBe(1);
    expect(editDistance('trasnforms', 'transforms', 2)).toBe(1);
    expect(editDistance('abcdef', 'zzzzzz', 2)).toBe(3);
  });

  it('forgives one edit of each kind in a word of five letters or more', () => {
    expect(top3('selction')).toContain('/docs/concepts/selection'); // a letter missing
    expect(top3('selectiion')).toContain('/docs/concepts/selection'); // a letter too many
    expect(top3('selectiom')).toContain('/docs/concepts/selection'); // a letter replaced
    expect(top3('slection')).toContain('/docs/concepts/selection'); // the first letters swapped
    expect(top3('slecetion')).not.toContain('/docs/concepts/selection'); // two edits
  });

  it('keeps shorter words exact', () => {
    // "node" has four letters: "nodr" is one edit away but finds nothing.
    expect(urls('nodr')).toEqual([]);
    // "notes" is indexed, so it is searched as typed and never as a typo of "nodes".
    expect(urls('notes')).toEqual(['/docs/concepts/notes']);
  });

  it('ranks every exact match of a word before its typo matches', () => {
    // "selection" is indexed: its one-edit neighbour "section" is not searched for it.
    const found = search('selection', 50).results.map((r) => r.title);
    expect(found).not.toContain('Sections of the page');
    // A typo finds both neighbours; the title match ranks first.
    expect(top3('selction')[0]).toBe('/docs/concepts/selection');
  });
});

describe('no dead ends', () => {
  it('suggests nearby queries that find something when nothing is found', () => {
    const lost = search('slecetion');
    expect(lost.results).toEqual([]);
    expect(lost.suggestions).toContain('selection');
    for (const suggestion of lost.suggestions) expect(search(suggestion).results.length).toBeGreaterThan(0);
  });

  it('replaces every unknown word at once when one at a time is not enough', () => {
    const response = search('rreacct plgunis');
    expect(response.results).toEqual([]);
    expect(response.suggestions[0]).toBe('react plugins');
  });

  it('drops a word when every word is known but not together', () => {
    const response = search('theming markdown');
    expect(response.results).toEqual([]);
    expect(response.suggestions).toEqual(expect.arrayContaining(['theming', 'markdown']));
  });

  it('has nothing to suggest for noise, and never suggests while results exist', () => {
    expect(search('zzzqqq').suggestions).toEqual([]);
    expect(search('selection').suggestions).toEqual([]);
  });
});

describe('the vocabulary', () => {
  it("reads FlexSearch's export and refuses anything else with a clear error", () => {
    const vocabulary = new Vocabulary(index);
    expect(vocabulary.has('serialization')).toBe(true);
    expect(vocabulary.has('constructor')).toBe(false);
    expect(vocabulary.family('serialize')).toEqual(expect.arrayContaining(['serialization', 'serialized']));
    expect(() => new Vocabulary('{"not":"an index"}')).toThrow('The search index is not a FlexSearch 0.6 export');
  });
});
