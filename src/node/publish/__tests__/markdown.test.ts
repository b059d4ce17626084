/** @jest-environment node */
import path from 'node:path';
import type { MdNode } from '../../mdx/tree';
import { apiModuleMarkdown, firstParagraph, htmlToCode } from '../markdown/api-module';
import { liveExampleMarkdown, liveExampleSource } from '../markdown/live-example';
import { MarkdownExportError, toPlainMarkdown, withTitle } from '../markdown/transform';
import { llmsFullTxt, llmsSections, llmsTxt, type MarkdownPage } from '../llms';

const docsDir = path.join(__dirname, '__fixtures__/docs');
const text = (value: string): MdNode => ({ type: 'text', value });
const paragraph = (...children: MdNode[]): MdNode => ({ type: 'paragraph', children });
const jsx = (name: string, attributes: Record<string, string>, children: MdNode[] = []): MdNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([n, value]) => ({ type: 'mdxJsxAttribute', name: n, value })) as never,
  children,
});
const ctx = {
  file: path.join(docsDir, 'concepts/a.mdx'),
  docsDir,
  siteUrl: 'https://lexical.dev',
  route: '/docs/concepts/a',
  liveExample: (name: string) => (name === 'demo' ? [paragraph(text('EXAMPLE CODE'))] : null),
};

describe('toPlainMarkdown', () => {
  it('turns an admonition into a blockquote that starts with its type and title', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        {
          type: 'containerDirective',
          name: 'caution',
          children: [
            { type: 'paragraph', data: { directiveLabel: true }, children: [text('Experimental')] },
            paragraph(text('May change.')),
          ],
        },
        { type: 'containerDirective', name: 'note', children: [paragraph(text('Plain.'))] },
      ],
    };
    toPlainMarkdown(tree, ctx);
    expect(tree.children).toEqual([
      {
        type: 'blockquote',
        children: [paragraph({ type: 'strong', children: [text('Caution: Experimental:')] }, text(' '), text('May change.'))],
      },
      { type: 'blockquote', children: [paragraph({ type: 'strong', children: [text('Note:')] }, text(' '), text('Plain.'))] },
    ]);
  });

  it('replaces live examples by their Markdown, tabs by sections, and drops imports and comments', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        { type: 'mdxjsEsm', value: "import X from './x';" },
        { type: 'heading', depth: 2, children: [text('Install')] },
        jsx('Tabs', {}, [
          jsx('TabItem', { label: 'npm' }, [paragraph(text('npm i lexical'))]),
          jsx('TabItem', { value: 'pnpm' }, [paragraph(text('pnpm add lexical'))]),
        ]),
        { type: 'mdxFlowExpression', value: '/* a comment */' },
        jsx('LiveExample', { name: 'demo' }),
      ],
    };
    toPlainMarkdown(tree, ctx);
    expect(tree.children).toEqual([
      { type: 'heading', depth: 2, children: [text('Install')] },
      { type: 'heading', depth: 3, children: [text('npm')] },
      paragraph(text('npm i lexical')),
      { type: 'heading', depth: 3, children: [text('pnpm')] },
      paragraph(text('pnpm add lexical')),
      paragraph(text('EXAMPLE CODE')),
    ]);
  });

  it('makes links absolute, removes hidden setup lines and keeps the file name as the title', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        paragraph(
          { type: 'link', url: './other.mdx#part', children: [text('other')] },
          { type: 'link', url: '/docs/api/modules/lexical#createeditor', children: [text('api')] },
          { type: 'link', url: '#here', children: [text('here')] },
          { type: 'link', url: 'https://example.com/x', children: [text('out')] },
        ),
        {
          type: 'code',
          lang: 'ts',
          meta: 'file="Node.ts" {1}',
          value: "// @hide import {createEditor} from 'lexical';\nconst editor = createEditor();",
        },
      ],
    };
    toPlainMarkdown(tree, ctx);
    const urls: string[] = (tree.children![0].children ?? []).map((link) => link.url!);
    expect(urls).toEqual([
      'https://lexical.dev/docs/concepts/other#part',
      'https://lexical.dev/docs/api/modules/lexical#createeditor',
      'https://lexical.dev/docs/concepts/a#here',
      'https://example.com/x',
    ]);
    expect(tree.children![1]).toMatchObject({ lang: 'ts', meta: 'title="Node.ts"', value: 'const editor = createEditor();' });
  });

  it('fails, naming the file, on a component without a Markdown form, an unknown example or a missing link target', () => {
    const unknown = { type: 'root', children: [jsx('Mystery', {})] };
    expect(() => toPlainMarkdown(unknown, ctx)).toThrow(
      new MarkdownExportError(`${ctx.file}: <Mystery> has no Markdown form; teach src/node/publish/markdown/transform.ts what it means`),
    );
    const example = { type: 'root', children: [jsx('LiveExample', { name: 'nope' })] };
    expect(() => toPlainMarkdown(example, ctx)).toThrow('<LiveExample name="nope"> names no live example');
    const link = { type: 'root', children: [paragraph({ type: 'link', url: './missing.mdx', children: [text('x')] })] };
    expect(() => toPlainMarkdown(link, ctx)).toThrow('the link ./missing.mdx names a missing file');
  });

  it('puts the title first as the only # heading', () => {
    expect(withTitle({ type: 'root', children: [paragraph(text('Body'))] }, 'Editor state').children![0]).toEqual({
      type: 'heading',
      depth: 1,
      children: [text('Editor state')],
    });
  });
});

describe('live examples', () => {
  it('writes the editor of an example as code with the public packages', () => {
    const source = liveExampleSource({ plugins: ['history', 'hashtag', 'toolbar'], initialText: ['Hello #world'], label: 'Demo' });
    expect(source).toContain("import { HashtagPlugin } from '@lexical/react/LexicalHashtagPlugin';");
    expect(source).toContain('nodes: [HashtagNode],');
    expect(source).toContain('root.append($createParagraphNode().append($createTextNode("Hello #world")));');
    expect(source).toContain('<RichTextPlugin');
    expect(source).toContain('<HistoryPlugin />');
    // Every node the Markdown shortcuts' transformers create, the autolink included.
    expect(liveExampleSource({ plugins: ['markdown-shortcuts'] })).toContain(
      'nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, CodeNode, LinkNode, AutoLinkNode],',
    );
    // The embeds example builds on the guide's own sample files, named as the page names them.
    const embeds = liveExampleSource({ plugins: ['auto-embed'] });
    expect(embeds).toContain('nodes: [LinkNode, AutoLinkNode, VideoEmbedNode],');
    expect(embeds).toContain("import { VideoEmbedNode } from './VideoEmbedNode';");
    expect(embeds).toContain('<EmbedPlugin configs={VIDEO_CONFIGS} />');
    const [note, code] = liveExampleMarkdown('Hashtags', { plugins: [] }, 'https://lexical.dev/docs/x');
    expect(note.type).toBe('blockquote');
    expect(code).toMatchObject({ type: 'code', lang: 'tsx' });
  });
});

describe('API modules', () => {
  it('turns signature HTML back into code and keeps the first paragraph of a comment with code and links', async () => {
    expect(htmlToCode('<a href="/x">createEditor</a>(config?: <a href="/y">CreateEditorArgs</a>): Array&lt;T&gt;')).toBe(
      'createEditor(config?: CreateEditorArgs): Array<T>',
    );
    expect(
      await firstParagraph(
        '**Heading**\n\nMakes an [editor](/docs/api/classes/lexical.LexicalEditor)\nfrom `a && b` and\n[`$getRoot`](/docs/api/modules/lexical#getroot).\n\nMore.',
        'https://lexical.dev',
      ),
    ).toBe('**Heading**');
    expect(
      await firstParagraph(
        '```ts\nconst a = 1;\n```\n\nMakes an [editor](/docs/api/classes/lexical.LexicalEditor)\nfrom `a && b` and\n[`$getRoot`](/docs/api/modules/lexical#getroot).\n\nMore.',
        'https://lexical.dev',
      ),
    ).toBe(
      'Makes an [editor](https://lexical.dev/docs/api/classes/lexical.LexicalEditor) from `a && b` and [`$getRoot`](https://lexical.dev/docs/api/modules/lexical#getroot).',
    );
    expect(await firstParagraph('', 'https://lexical.dev')).toBe('');
    const markdown = await apiModuleMarkdown(
      {
        name: 'lexical',
        path: '/docs/api/modules/lexical',
        summary: 'The core.',
        comment: { markdown: '' },
        groups: [
          {
            title: 'Functions',
            declarations: [
              {
                name: 'createEditor',
                kind: 'function',
                path: '/docs/api/modules/lexical#createeditor',
                declarationHtml: null,
                signatures: [{ html: 'createEditor(): <a href="/z">LexicalEditor</a>', comment: { markdown: 'Creates one.' } }],
                comment: { markdown: '' },
                deprecated: { markdown: '' },
              },
            ],
          },
        ],
      },
      'https://lexical.dev',
    );
    expect(markdown).toBe(
      '# lexical\n\nThe core.\n\nImport from `lexical`.\n\n## Functions\n\n### createEditor\n\n```ts\nfunction createEditor(): LexicalEditor;\n```\n\n**Deprecated:** no reason given\n\nCreates one.\n',
    );
  });
});

describe('llms.txt', () => {
  const page = (route: string, title: string, kind: MarkdownPage['kind'] = 'guide'): MarkdownPage => ({
    route,
    title,
    description: `About ${title}.`,
    markdown: `# ${title}\n\nText.\n`,
    kind,
  });
  const pages = [
    page('/docs/intro', 'Intro'),
    page('/docs/react', 'React'),
    page('/docs/design', 'Design'),
    page('/docs/packages/lexical', 'lexical', 'package'),
    page('/docs/api/modules/lexical', 'lexical', 'api'),
  ];
  const sidebar = [
    { type: 'doc' as const, docId: 'intro', label: 'Intro', href: '/docs/intro' },
    { type: 'category' as const, label: 'React', href: '/docs/react', collapsed: false, items: [] },
    {
      type: 'category' as const,
      label: 'Packages',
      href: null,
      collapsed: false,
      items: [{ type: 'doc' as const, docId: 'p', label: 'lexical', href: '/docs/packages/lexical' }],
    },
  ];
  const site = { title: 'Lexical', tagline: 'A framework', url: 'https://lexical.dev', version: '0.35.0' };

  it('lists sections in sidebar order, API modules, then the pages outside the sidebar', () => {
    const sections = llmsSections(sidebar, pages);
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.route)])).toEqual([
      ['Guides', ['/docs/intro']],
      ['React', ['/docs/react']],
      ['Packages', ['/docs/packages/lexical']],
      ['API modules', ['/docs/api/modules/lexical']],
      ['Optional', ['/docs/design']],
    ]);
    const txt = llmsTxt(site, sections);
    expect(txt.startsWith('# Lexical\n\n> A framework.')).toBe(true);
    expect(txt).toContain('- [Intro](https://lexical.dev/docs/intro.md): About Intro.');
    const full = llmsFullTxt(site, sections);
    expect(full).toContain('# Intro\n\nSource: https://lexical.dev/docs/intro.md\n\nText.');
    expect(full).not.toContain('# lexical');
  });
});
