/** @jest-environment node */
import { docRecords, type DocNodeLike } from '../records/docs';
import { searchRecordSources, sourceForNodeType } from '../records';
import { excerpt, STORE_FIELDS, toIndexDocuments, type RecordForIndex } from '../normalise';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { transformAdmonitions } from '../../mdx/admonitions';
import { assignHeadingIds } from '../../mdx/headings';
import type { MdNode } from '../../mdx/tree';
import { markdownText, searchSections } from '../sections';

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

/** The tree of an MDX body as the site's remark plugin sees it: admonitions made, heading ids given. */
function readBody(source: string) {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(source) as MdNode;
  transformAdmonitions(tree);
  return { tree, headings: assignHeadingIds(tree) };
}

describe('markdownText', () => {
  it('keeps the words of a README, not its markup', () => {
    expect(
      markdownText('# lexical\n\nA **bold** [link](./a.md) <img alt="x" src="y"> `{editor}`\n\n```js\ncode();\n```\n\n- one\n- two'),
    ).toBe('lexical A bold link {editor} one two');
  });
});

describe('searchSections', () => {
  it('leaves out mermaid diagrams with the other fences', () => {
    const { tree, headings } = readBody('Before.\n\n```mermaid title="Flow"\nflowchart TD\n  A["update"] --> B\n```\n\nAfter.');
    expect(searchSections(tree, headings).map((s) => s.text)).toEqual(['Before. After.']);
  });

  it('splits at h2/h3 with the page ids, folds deeper headings in and leaves out code, ESM and expressions', () => {
    const { tree, headings } = readBody(body);
    const sections = searchSections(tree, headings);
    expect(sections.map((s) => s.heading?.id ?? null)).toEqual([null, 'reading-the-state', 'nested-section']);
    expect(sections[0].text).toBe('An EditorState is a snapshot. See updates and new.');
    expect(sections[1].subheadings).toEqual(['Deeper detail']);
    expect(sections[1].text).toContain('editor.read(fn)');
    expect(sections[1].text).toContain('{editor}');
    expect(sections[1].text).toContain('Remember this');
    expect(sections[1].text).toContain('the pending state <is> writable');
    expect(sections[1].text).not.toContain('createCodeOnlyThing');
    expect(sections[1].text).not.toContain('not a heading');
    expect(sections[1].text).not.toContain('an expression');
    expect(sections[2].text).toBe('a b cell one cell two');
  });
});

describe('docRecords', () => {
  const { tree, headings: read } = readBody(body);
  const withSections = { ...doc, searchSections: searchSections(tree, read) } as DocNodeLike;
  const records = docRecords(withSections, '/docs');

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
      text: 'An EditorState is a snapshot. See updates and new.',
    });
    expect(records[1].headings).toEqual(['Editor state', 'Deeper detail']);
  });

  it('indexes nothing of unlisted or draft docs', () => {
    expect(docRecords({ ...withSections, unlisted: true }, '/docs')).toEqual([]);
    expect(docRecords({ ...withSections, draft: true }, '/docs')).toEqual([]);
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
