/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { renderComment } from '../lib/comments';
import { entryPointsOf, sourceExtensionFromDeclaration } from '../lib/packages';
import { rewriteReadmeHref, renderReadme } from '../lib/readme';
import type { DocText, ModuleSource } from '../lib/records';
import { ApiTransformError, sourceUrlOf, transformProject } from '../lib/transform';

const project = JSON.parse(
  fs.readFileSync(path.join(__dirname, '__fixtures__/typedoc-project.json'), 'utf8'),
) as JSONOutput.ProjectReflection;

const moduleSource: ModuleSource = {
  name: 'fixture-core',
  packageName: 'fixture-core',
  version: '1.2.3',
  description: 'A package for tests.',
  entryFile: 'fixture-core/index.d.ts',
};
const repository = { url: 'https://github.com/facebook/lexical', tag: 'v0.35.0' };
const run = () => transformProject(project, { modules: [moduleSource], repository, sourceExtension: () => '.ts' });
/** Doc text as one string of HTML, as a page without typed samples would show it. */
const htmlOf = (text: DocText | null) => text?.parts.map((part) => part.html).join('');

describe('transformProject', () => {
  const { modules, declarations } = run();
  const byName = (name: string) => declarations.find((d) => d.name === name)!;

  it('makes one module with its exports grouped by kind, in page order, with anchors', () => {
    expect(modules).toHaveLength(1);
    const [mod] = modules;
    expect(mod).toMatchObject({ name: 'fixture-core', slug: 'fixture_core', path: '/docs/api/modules/fixture_core', version: '1.2.3' });
    expect(mod.groups.map((g) => [g.title, g.keys])).toEqual([
      ['Classes', ['fixture-core.BaseNode', 'fixture-core.TextNode']],
      ['Interfaces', ['fixture-core.NodeOptions']],
      ['Type Aliases', ['fixture-core.NodeKey']],
      ['Variables', ['fixture-core.DEFAULT_OPTIONS']],
      ['Functions', ['fixture-core.createNode']],
    ]);
    expect(mod.headings.slice(0, 3)).toEqual([
      { depth: 2, value: 'Classes', id: 'classes' },
      { depth: 3, value: 'BaseNode', id: 'basenode' },
      { depth: 3, value: 'TextNode', id: 'textnode' },
    ]);
    expect(mod.summary).toBe('A package for tests.');
  });

  it('gives classes and interfaces pages, and everything else an anchor on the module page', () => {
    expect(byName('TextNode').path).toBe('/docs/api/classes/fixture_core.TextNode');
    expect(byName('NodeOptions').path).toBe('/docs/api/interfaces/fixture_core.NodeOptions');
    expect(byName('createNode').path).toBe('/docs/api/modules/fixture_core#createnode');
  });

  it('renders signatures with links to documented types and plain text for the rest', () => {
    const [sig] = byName('createNode').signatures;
    expect(sig.html).toBe(
      'createNode&lt;T extends <a href="/docs/api/classes/fixture_core.BaseNode">BaseNode</a> = <a href="/docs/api/classes/fixture_core.BaseNode">BaseNode</a>&gt;(options: <a href="/docs/api/interfaces/fixture_core.NodeOptions">NodeOptions</a>, ...rest: (T | null)[]): T',
    );
    expect(sig.parameters.map((p) => [p.name, p.optional, p.rest])).toEqual([
      ['options', false, false],
      ['rest', false, true],
    ]);
    expect(htmlOf(sig.parameters[0].comment)).toBe('<p>how to create it</p>');
    expect(htmlOf(sig.returnsComment)).toBe('<p>the new node</p>');
    expect(sig.comment.parts).toEqual([
      { html: '<p>Creates a node.</p>\n<p><strong>Example</strong></p>\n', code: null },
      {
        html: '<pre tabindex="0"><code class="language-ts">const node = createNode({ kind: \'text\' });\n</code></pre>',
        code: { language: 'ts', code: "const node = createNode({ kind: 'text' });" },
      },
    ]);
    expect(byName('NodeKey').declarationHtml).toBe('type NodeKey = string');
    expect(byName('DEFAULT_OPTIONS').declarationHtml).toBe(
      'const DEFAULT_OPTIONS: <a href="/docs/api/interfaces/fixture_core.NodeOptions">NodeOptions</a>',
    );
  });

  it('lists members with anchors, marks inherited ones and links the hierarchy', () => {
    const text = byName('TextNode');
    expect(text.declarationHtml).toBe('class TextNode extends <a href="/docs/api/classes/fixture_core.BaseNode">BaseNode</a>');
    expect(text.members.map((m) => [m.kind, m.name, m.anchor])).toEqual([
      ['constructor', 'constructor', 'constructor'],
      ['property', 'key', 'key'],
      ['property', 'text', 'text'],
      ['method', 'getKey', 'getkey'],
      ['method', 'getText', 'gettext'],
    ]);
    const getKey = text.members.find((m) => m.name === 'getKey')!;
    expect(getKey.inheritedFromHtml).toBe('<a href="/docs/api/classes/fixture_core.BaseNode#getkey">BaseNode.getKey</a>');
    expect(text.members.find((m) => m.name === 'text')!.inheritedFromHtml).toBeNull();
    expect(byName('BaseNode').extendedBy).toEqual([{ name: 'TextNode', href: '/docs/api/classes/fixture_core.TextNode' }]);
    expect(text.headings.map((h) => h.id)).toEqual([
      'hierarchy',
      'constructors',
      'constructor',
      'properties',
      'key',
      'text',
      'methods',
      'getkey',
      'gettext',
    ]);
  });

  it('resolves {@link} to the entry when documented and leaves plain code text when not', () => {
    const getKey = byName('BaseNode').members.find((m) => m.name === 'getKey')!;
    expect(getKey.signatures[0].comment.markdown).toBe(
      'Returns the key. See [`TextNode`](/docs/api/classes/fixture_core.TextNode) and `Missing`.',
    );
    expect(htmlOf(getKey.signatures[0].comment)).toBe(
      '<p>Returns the key. See <a href="/docs/api/classes/fixture_core.TextNode"><code>TextNode</code></a> and <code>Missing</code>.</p>',
    );
    const getText = byName('TextNode').members.find((m) => m.name === 'getText')!;
    expect(htmlOf(getText.signatures[0].deprecated)).toBe(
      '<p>Use <a href="/docs/api/classes/fixture_core.BaseNode#getkey"><code>TextNode.getKey</code></a> instead.</p>',
    );
  });

  it('links to the source file at the release tag', () => {
    expect(byName('createNode').sourceUrl).toBeNull();
    expect(
      sourceUrlOf(
        { sources: [{ fileName: '@lexical/table/LexicalTableNode.d.ts' as never, line: 1, character: 1 }] },
        { repository, sourceExtension: () => '.ts' },
      ),
    ).toBe('https://github.com/facebook/lexical/blob/v0.35.0/packages/lexical-table/src/LexicalTableNode.ts');
    expect(
      sourceUrlOf(
        { sources: [{ fileName: 'lexical/nodes/LexicalTextNode.d.ts' as never, line: 1, character: 1 }] },
        { repository, sourceExtension: () => '.ts' },
      ),
    ).toBe('https://github.com/facebook/lexical/blob/v0.35.0/packages/lexical/src/nodes/LexicalTextNode.ts');
  });

  const menu: ModuleSource = { ...moduleSource, name: 'fixture-core/menu', entryFile: 'fixture-core/menu.d.ts' };
  /** The fixture as a first module, with a doc comment of its own, and a second module that re-exports two of its names. */
  const twoModules = (comment?: JSONOutput.Comment) => {
    const reference = (id: number, name: string, target: number) => ({ id, name, variant: 'reference', kind: 4194304, flags: {}, target });
    const withModules = {
      ...project,
      children: [
        { ...project, id: 900, kind: 2, name: 'fixture-core', comment },
        {
          id: 901,
          name: 'fixture-core/menu',
          variant: 'declaration',
          kind: 2,
          flags: {},
          children: [reference(902, 'TextNode', 14), reference(903, 'NodeKey', 6)],
        },
      ],
    } as unknown as JSONOutput.ProjectReflection;
    return transformProject(withModules, { modules: [moduleSource, menu], repository, sourceExtension: () => '.ts' });
  };

  it("links a module's doc comment to class members and to later modules", () => {
    const link = (text: string, target: number) => ({ kind: 'inline-tag' as const, tag: '@link' as const, text, target: target as never });
    const result = twoModules({
      summary: [
        { kind: 'text', text: 'Start with ' },
        link('TextNode.getText', 19),
        { kind: 'text', text: ', or import the menu from ' },
        link('fixture-core/menu', 901),
        { kind: 'text', text: '.' },
      ],
    });
    const core = result.modules.find((m) => m.name === 'fixture-core')!;
    expect(core.comment.markdown).toBe(
      'Start with [`TextNode.getText`](/docs/api/classes/fixture_core.TextNode#gettext), or import the menu from [`fixture-core/menu`](/docs/api/modules/fixture_core_menu).',
    );
    expect(htmlOf(core.comment)).toContain('<a href="/docs/api/classes/fixture_core.TextNode#gettext"><code>TextNode.getText</code></a>');
    expect(htmlOf(core.comment)).toContain('<a href="/docs/api/modules/fixture_core_menu"><code>fixture-core/menu</code></a>');
    expect(core.summary).toBe('Start with TextNode.getText, or import the menu from fixture-core/menu.');
  });

  it('gives a class re-exported by another entry point a class page there too, while links keep to its own page', () => {
    const result = twoModules();
    const menuModule = result.modules.find((m) => m.name === 'fixture-core/menu')!;
    expect(menuModule.groups.map((g) => [g.title, g.keys])).toEqual([
      ['Classes', ['fixture-core/menu.TextNode']],
      ['References', ['fixture-core/menu.NodeKey']],
    ]);
    const copy = result.declarations.find((d) => d.key === 'fixture-core/menu.TextNode')!;
    expect(copy).toMatchObject({ kind: 'class', hasPage: true, path: '/docs/api/classes/fixture_core_menu.TextNode' });
    expect(copy.declarationHtml).toBe('class TextNode extends <a href="/docs/api/classes/fixture_core.BaseNode">BaseNode</a>');
    expect(copy.members.map((m) => m.name)).toEqual(['constructor', 'key', 'text', 'getKey', 'getText']);
    const getKey = result.declarations.find((d) => d.key === 'fixture-core.BaseNode')!.members.find((m) => m.name === 'getKey')!;
    expect(htmlOf(getKey.signatures[0].comment)).toContain('<a href="/docs/api/classes/fixture_core.TextNode">');
    expect(result.declarations.find((d) => d.key === 'fixture-core/menu.NodeKey')!.kind).toBe('reference');
  });

  it('fails naming the entry point when TypeDoc produced no module for it', () => {
    const other = { ...moduleSource, name: '@lexical/missing', entryFile: '@lexical/missing/index.d.ts' };
    expect(() =>
      transformProject(
        { ...project, children: [{ ...project, kind: 2, name: 'fixture-core' } as never] },
        { modules: [moduleSource, other], repository, sourceExtension: () => '.ts' },
      ),
    ).toThrow(ApiTransformError);
  });
});

describe('renderComment', () => {
  const ctx = { hrefOf: (id: number) => (id === 1 ? '/docs/api/modules/lexical#x' : undefined) };
  it('renders Markdown to HTML at build time, turns headings into bold text and escapes raw HTML', () => {
    const out = renderComment({ summary: [{ kind: 'text', text: 'First line. More.\n\n## Title\n\n<script>x</script>' }] }, ctx);
    expect(out.summary).toBe('First line.');
    expect(htmlOf(out.text)).toBe('<p>First line. More.</p>\n<p><strong>Title</strong></p>\n<p>&lt;script&gt;x&lt;/script&gt;</p>');
  });

  it('keeps each code block as a part of its own, with its language and code, wherever it sits', () => {
    const markdown = [
      'Steps:',
      '',
      '1. Install:',
      '',
      '   ```SH title="x"',
      '   npm i a && b',
      '   ```',
      '',
      '2. Then:',
      '',
      '       indented();',
    ];
    const { text } = renderComment({ summary: [{ kind: 'text', text: markdown.join('\n') }] }, ctx);
    expect(text.markdown).toBe(markdown.join('\n'));
    expect(text.parts.map((part) => part.code)).toEqual([
      null,
      { language: 'sh', code: 'npm i a && b' },
      null,
      { language: 'text', code: 'indented();' },
      null,
    ]);
    expect(text.parts[1].html).toBe('<pre tabindex="0"><code class="language-SH">npm i a &amp;&amp; b\n</code></pre>');
    expect(text.parts[3].html).toBe('<pre tabindex="0"><code>indented();\n</code></pre>');
    expect(text.parts[2].html).toBe('\n</li>\n<li>\n<p>Then:</p>\n');
    // The parts open and close the list around the blocks: joined, they are the whole text as HTML.
    expect(htmlOf(text)).toBe(
      '<p>Steps:</p>\n<ol>\n<li>\n<p>Install:</p>\n<pre tabindex="0"><code class="language-SH">npm i a &amp;&amp; b\n</code></pre>\n</li>\n' +
        '<li>\n<p>Then:</p>\n<pre tabindex="0"><code>indented();\n</code></pre>\n</li>\n</ol>',
    );
  });
});

describe('entry points', () => {
  const nodeModules = path.resolve('node_modules');
  it('lists every exports entry of @lexical/react and the index.d.ts of other packages', () => {
    const react = entryPointsOf(
      { name: '@lexical/react', version: '0.35.0', description: '', dir: path.join(nodeModules, '@lexical/react'), readmePath: null },
      nodeModules,
    );
    expect(react.map((m) => m.name)).toContain('@lexical/react/LexicalComposer');
    expect(react.every((m) => m.entryFile.endsWith('.d.ts'))).toBe(true);
    const core = entryPointsOf(
      { name: 'lexical', version: '0.35.0', description: '', dir: path.join(nodeModules, 'lexical'), readmePath: null },
      nodeModules,
    );
    expect(core).toEqual([expect.objectContaining({ name: 'lexical', entryFile: 'lexical/index.d.ts' })]);
  });
  it('infers .tsx for component declaration files only', () => {
    expect(sourceExtensionFromDeclaration('export declare function X(): JSX.Element;')).toBe('.tsx');
    expect(sourceExtensionFromDeclaration('export declare class N { decorate(): JSX.Element }')).toBe('.ts');
    expect(sourceExtensionFromDeclaration('export declare function f(): void;')).toBe('.ts');
  });
});

describe('README rendering', () => {
  it('drops the title, raw HTML and remote images, rewrites lexical.dev links and gives headings ids', () => {
    const md = [
      '# `@lexical/list`',
      '',
      '[![See API Documentation](https://lexical.dev/img/see-api-documentation.svg)](https://lexical.dev/docs/api/modules/lexical_code-shiki)',
      '',
      '<p align="center"><img src="https://example.com/logo.png"></p>',
      '',
      '## Usage',
      '',
      'See [intro](https://lexical.dev/docs/intro#reading) and [src](./src/index.ts).',
    ].join('\n');
    const out = renderReadme(md, '@lexical/list', repository);
    const html = htmlOf(out.text);
    expect(out.text.markdown).toBe(md);
    expect(html).not.toMatch(/<img|<h1|example\.com/);
    expect(html).toContain('<a href="/docs/api/modules/lexical_code_shiki">See API Documentation</a>');
    expect(html).toContain('<a href="/docs/intro">intro</a>');
    expect(html).toContain('href="https://github.com/facebook/lexical/blob/v0.35.0/packages/lexical-list/src/index.ts"');
    expect(out.headings).toEqual([{ depth: 2, value: 'Usage', id: 'usage' }]);
  });
  it('keeps external links and in-page anchors', () => {
    expect(rewriteReadmeHref('https://example.com/x', 'lexical', repository)).toBe('https://example.com/x');
    expect(rewriteReadmeHref('#usage', 'lexical', repository)).toBe('#usage');
  });
});
