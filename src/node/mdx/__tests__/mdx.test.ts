/** @jest-environment node */
import path from 'node:path';
import { transformAdmonitions } from '../admonitions';
import { parseCodeMeta, transformCodeBlocks } from '../code-blocks';
import { assignHeadingIds } from '../headings';
import { rewriteLinks } from '../links';
import { oldAnchorsMessage, placeOldAnchors } from '../old-anchors';
import type { MdNode } from '../tree';

const docsDir = path.join(__dirname, '__fixtures__/docs');
const text = (value: string): MdNode => ({ type: 'text', value });
const heading = (depth: number, ...children: MdNode[]): MdNode => ({ type: 'heading', depth, children });
const link = (url: string, line = 3): MdNode => ({
  type: 'link',
  url,
  children: [text('x')],
  position: { start: { line, column: 1 } },
});

describe('assignHeadingIds', () => {
  it('slugs headings by GitHub rules, numbering repeats, and sets the rendered id', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        heading(2, text('Reading the state')),
        heading(3, text('Use '), { type: 'inlineCode', value: '$getRoot()' }, text('!')),
        heading(2, text('Reading the state')),
      ],
    };
    expect(assignHeadingIds(tree)).toEqual([
      { depth: 2, value: 'Reading the state', id: 'reading-the-state' },
      { depth: 3, value: 'Use $getRoot()!', id: 'use-getroot' },
      { depth: 2, value: 'Reading the state', id: 'reading-the-state-1' },
    ]);
    expect(tree.children?.[2].data?.hProperties).toEqual({ id: 'reading-the-state-1' });
  });
});

describe('transformAdmonitions', () => {
  it('turns :::tip[Title] into an admonition element with its title', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        {
          type: 'containerDirective',
          name: 'tip',
          children: [
            { type: 'paragraph', data: { directiveLabel: true }, children: [text('Good to know')] },
            { type: 'paragraph', children: [text('Body')] },
          ],
        },
      ],
    };
    transformAdmonitions(tree);
    expect(tree.children?.[0]).toMatchObject({
      data: { hName: 'admonition', hProperties: { type: 'tip', title: 'Good to know' } },
      children: [{ type: 'paragraph', children: [text('Body')] }],
    });
  });

  it('rejects an unknown type, naming the line and the known types', () => {
    const tree: MdNode = {
      type: 'root',
      children: [{ type: 'containerDirective', name: 'warning', children: [], position: { start: { line: 7, column: 1 } } }],
    };
    expect(() => transformAdmonitions(tree)).toThrow(
      'unknown admonition ":::warning" on line 7; use one of :::note, :::tip, :::info, :::caution, :::danger',
    );
  });

  it('gives back the text of colons that were read as text directives', () => {
    const tree: MdNode = {
      type: 'root',
      children: [{ type: 'paragraph', children: [text('at 10'), { type: 'textDirective', name: '30', children: [] }, text(' sharp')] }],
    };
    transformAdmonitions(tree);
    expect(tree.children?.[0].children?.map((c) => c.value).join('')).toBe('at 10:30 sharp');
  });
});

describe('rewriteLinks', () => {
  const from = path.join(docsDir, 'guide/page.mdx');

  it('turns links to doc files into routes, keeping the hash and honouring slugs', () => {
    const tree: MdNode = {
      type: 'root',
      children: [link('../intro.mdx'), link('./custom-slug.mdx#part'), link('https://lexical.dev'), link('#local'), link('/docs/x')],
    };
    const links = rewriteLinks(tree, from, docsDir);
    expect(tree.children?.map((c) => c.url)).toEqual(['/docs/intro', '/docs/elsewhere#part', 'https://lexical.dev', '#local', '/docs/x']);
    expect(links.map((l) => l.resolved)).toEqual(['/docs/intro', '/docs/elsewhere#part', null, '#local', '/docs/x']);
  });

  it('records a link to a missing file', () => {
    const tree: MdNode = { type: 'root', children: [link('./missing.mdx', 12)] };
    const [missing] = rewriteLinks(tree, from, docsDir);
    expect(missing).toEqual({
      url: './missing.mdx',
      resolved: null,
      missingFile: path.relative(process.cwd(), path.join(docsDir, 'guide/missing.mdx')),
      line: 12,
    });
    expect(tree.children?.[0].url).toBe('./missing.mdx');
  });
});

describe('transformCodeBlocks and the sample checker keys', () => {
  const code = (value: string, meta: string | null = null): MdNode => ({ type: 'code', lang: 'ts', meta, value }) as MdNode;

  it('reads file= (as the title when there is none) and nocheck= from the meta', () => {
    expect(parseCodeMeta('file="CalloutNode.ts"')).toMatchObject({ title: 'CalloutNode.ts', file: 'CalloutNode.ts', nocheck: null });
    expect(parseCodeMeta('title="A" file="b.ts"').title).toBe('A');
    expect(parseCodeMeta("nocheck='fragment: the config only'").nocheck).toBe('fragment: the config only');
  });

  it('leaves hidden `// @hide` lines out of the page and the copy button, and passes the nocheck reason on', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        code("// @hide import {createEditor} from 'lexical';\nconst editor = createEditor();\n  // @hide editor;", 'nocheck="fragment"'),
      ],
    };
    transformCodeBlocks(tree);
    const props = tree.children?.[0].data?.hProperties as Record<string, unknown>;
    expect(props.code).toBe('const editor = createEditor();');
    expect(props.nocheck).toBe('fragment');
    expect(JSON.stringify(tree)).not.toContain('@hide');
  });
});

describe('placeOldAnchors', () => {
  const page = (): MdNode => ({
    type: 'root',
    children: [heading(2, text('Selection types')), heading(3, text('Points')), heading(2, text('Common mistakes'))],
  });

  it('puts an empty span with each old id at the start of its target heading', () => {
    const tree = page();
    const problems = placeOldAnchors(tree, assignHeadingIds(tree), {
      rangeselection: 'selection-types',
      nodeselection: 'selection-types',
      focus: 'points',
    });
    expect(problems).toEqual([]);
    const spans = (n: MdNode | undefined) =>
      n?.children?.filter((c) => c.data?.hName === 'span').map((c) => [c.data?.hProperties?.id, c.children]);
    expect(spans(tree.children?.[0])).toEqual([
      ['rangeselection', []],
      ['nodeselection', []],
    ]);
    expect(spans(tree.children?.[1])).toEqual([['focus', []]]);
    expect(spans(tree.children?.[2])).toEqual([]);
    expect(tree.children?.[0].children?.at(-1)).toEqual(text('Selection types'));
  });

  it('reports every target that is not a heading and every old id that already is one, and places the rest', () => {
    const tree = page();
    const problems = placeOldAnchors(tree, assignHeadingIds(tree), {
      focus: 'point',
      points: 'selection-types',
      null: 'common-mistakes',
    });
    expect(oldAnchorsMessage('content/docs/concepts/selection.mdx', problems)).toBe(
      'content/docs/concepts/selection.mdx: old_anchors in the front matter:\n' +
        '  - "focus: point": "point" is not a heading id of this page; use one of selection-types, points, common-mistakes\n' +
        '  - "points" is already a heading id of this page, so the old link lands by itself: remove the entry',
    );
    expect(tree.children?.[2].children?.[0].data?.hProperties?.id).toBe('null');
    expect(JSON.stringify(tree.children?.slice(0, 2))).not.toContain('"span"');
  });
});
