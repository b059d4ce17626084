/** @jest-environment node */
import { docRecords, type DocNodeLike } from '../records/docs';
import { searchRecordSources, sourceForNodeType } from '../records';
import { excerpt, STORE_FIELDS, toIndexDocuments, type RecordForIndex } from '../normalise';
import { markdownToText, splitSections } from '../text';

const body = [
  "import {Thing} from './thing';",
  '',
  'An `EditorState` is a **snapshot**. See [updates](./updates.mdx) and <Badge label="x">new</Badge>.',
  '',
  '## Reading the state',
  '',
  'Use `editor.read(fn)`; pass `{editor}` if needed {/* an expression */}.',
  '',
  '```ts',
  '## not a heading',
  'const secret = createCodeOnlyThing();',
  '```',
  '',
  '#### Deeper detail',
  '',
  ':::tip[Remember this]',
  '',
  '- the *pending* state &lt;is&gt; writable',
  '',
  ':::',
  '',
  '### Nested section',
  '',
  '| a | b |',
  '|---|---|',
  '| cell one | cell two |',
].join('\n');

const headings = [
  { depth: 2, value: 'Reading the state', id: 'reading-the-state' },
  { depth: 4, value: 'Deeper detail', id: 'deeper-detail' },
  { depth: 3, value: 'Nested section', id: 'nested-section' },
];

const doc = {
  id: 'doc-1',
  parent: 'mdx-1',
  children: [],
  internal: { type: 'Doc', contentDigest: 'x', owner: 'site' },
  docId: 'concepts/editor-state',
  path: '/docs/concepts/editor-state',
  title: 'Editor state',
  description: 'What an editor state is.',
  keywords: ['EditorState'],
  unlisted: false,
  draft: false,
  version: 'current',
  sourcePath: 'content/docs/concepts/editor-state.mdx',
  headings,
} as unknown as DocNodeLike;

describe('markdownToText', () => {
  it('strips MDX and Markdown syntax but keeps code spans literally', () => {
    expect(markdownToText('import x from \'y\';\nA **bold** [link](./a.mdx) <Tag a="1">inner</Tag> `{editor}` {expr}')).toBe(
      'A bold link inner {editor}',
    );
    expect(markdownToText(':::note[Title]\n\n- item one\n1. item two\n> quoted\n:::')).toBe('Title item one item two quoted');
    expect(markdownToText('&lt;div&gt; &amp; &#39;x&#39;')).toBe("<div> & 'x'");
  });
});

describe('splitSections', () => {
  it('drops mermaid diagrams with the other fences', () => {
    const sections = splitSections('Before.\n\n```mermaid title="Flow"\nflowchart TD\n  A["update"] --> B\n```\n\nAfter.', []);
    expect(sections.map((s) => s.text)).toEqual(['Before. After.']);
  });

  it('splits at h2/h3 with the page ids, folds deeper headings in and drops code fences', () => {
    const sections = splitSections(body, headings);
    expect(sections.map((s) => s.heading?.id ?? null)).toEqual([null, 'reading-the-state', 'nested-section']);
    expect(sections[0].text).toBe('An EditorState is a snapshot. See updates and new .');
    expect(sections[1].subheadings).toEqual(['Deeper detail']);
    expect(sections[1].text).toContain('editor.read(fn)');
    expect(sections[1].text).toContain('{editor}');
    expect(sections[1].text).toContain('Remember this');
    expect(sections[1].text).toContain('the pending state <is> writable');
    expect(sections[1].text).not.toContain('createCodeOnlyThing');
    expect(sections[1].text).not.toContain('not a heading');
    expect(sections[2].text).toBe('a b cell one cell two');
  });

  it('refuses headings that do not line up with the page', () => {
    expect(() => splitSections('## One\n## Two', [{ depth: 2, value: 'One', id: 'one' }])).toThrow(/heading "Two"/);
    expect(() => splitSections('## One', [...headings])).toThrow(/found 1 headings/);
  });
});

describe('docRecords', () => {
  const warn = jest.fn();
  const records = docRecords(doc, body, '/docs', warn);

  it('makes one page record and one per h2/h3 section', () => {
    expect(records.map((r) => [r.kind, r.title, r.hash, r.position])).toEqual([
      ['page', 'Editor state', null, 0],
      ['section', 'Reading the state', 'reading-the-state', 1],
      ['section', 'Nested section', 'nested-section', 2],
    ]);
    expect(records[0]).toMatchObject({
      context: 'docs',
      version: '/docs',
      url: '/docs/concepts/editor-state',
      description: 'What an editor state is.',
      keywords: ['EditorState'],
      headings: ['Reading the state', 'Nested section'],
      breadcrumbs: ['Docs'],
    });
    expect(records[1].headings).toEqual(['Editor state', 'Deeper detail']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('indexes nothing of unlisted or draft docs', () => {
    expect(docRecords({ ...doc, unlisted: true } as DocNodeLike, body, '/docs', warn)).toEqual([]);
    expect(docRecords({ ...doc, draft: true } as DocNodeLike, body, '/docs', warn)).toEqual([]);
  });

  it('falls back to the page alone, with a warning naming the file, when headings do not line up', () => {
    const fallback = docRecords({ ...doc, headings: [] } as unknown as DocNodeLike, body, '/docs', warn);
    expect(fallback).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content/docs/concepts/editor-state.mdx'));
  });
});

describe('record source registry', () => {
  it('registers the docs source by node type, and no blog source', () => {
    expect(sourceForNodeType('Doc')?.name).toBe('docs');
    expect(searchRecordSources.map((s) => s.nodeType)).not.toEqual(expect.arrayContaining(['BlogPost']));
  });
});

describe('toIndexDocuments', () => {
  const base: RecordForIndex = {
    kind: 'page',
    context: 'docs',
    version: '/docs',
    title: 'Editor state',
    name: null,
    headings: ['Reading "the" state'],
    description: 'A description.',
    keywords: ['EditorState'],
    url: '/docs/concepts/editor-state',
    hash: null,
    breadcrumbs: ['Docs', 'Concepts'],
    text: 'Line one\nline two',
  };

  it('keeps the store lean and the indexed text flat, title first', () => {
    const [page, section, api] = toIndexDocuments([
      base,
      { ...base, kind: 'section', title: 'Reading the state', hash: 'reading-the-state', description: '', text: 'x '.repeat(500) },
      { ...base, kind: 'page', context: 'api', title: '$getRoot()', name: '$getRoot', url: '/docs/api/modules/lexical' },
    ]);
    expect(page).toEqual({
      id: '0',
      i: 'Editor state Reading the state EditorState A description. \u00a6 Line one line two',
      t: 'Editor state',
      u: '/docs/concepts/editor-state',
      b: ['Docs', 'Concepts'],
      h: 'Reading the state',
      x: 'A description.',
      c: 'docs',
      v: '/docs',
      p: 1,
    });
    expect(section.u).toBe('/docs/concepts/editor-state#reading-the-state');
    expect(section.p).toBeUndefined();
    expect(section.x.length).toBeLessThanOrEqual(140);
    expect(api.n).toBe('$getRoot');
    expect(
      Object.keys(page)
        .filter((k) => k !== 'id' && k !== 'i')
        .every((k) => STORE_FIELDS.includes(k as never)),
    ).toBe(true);
  });

  it('never lets a blog page in', () => {
    expect(
      toIndexDocuments([
        { ...base, url: '/blog/welcome' },
        { ...base, url: '/blog' },
        { ...base, url: '/blogging' },
      ]).map((d) => d.u),
    ).toEqual(['/blogging']);
  });

  it('cuts excerpts at a word boundary', () => {
    expect(excerpt('word '.repeat(100), 20)).toBe('word word word word');
  });
});
