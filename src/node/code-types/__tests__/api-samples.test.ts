/** @jest-environment node */
import path from 'node:path';
import type { DocText } from '../../../../plugins/gatsby-source-lexical-api';
import { pinnedLexicalPackages } from '../../api/pinned-packages';
import { SampleAnalyser, type TypedIdentifier } from '../analyse';
import { apiFragments, apiSampleCoverage, codeBlocksIn, sampleOwners, tipsIn, typeApiSamples, typedHtml } from '../api-samples';
import { entryPointsOf } from '../entry-points';
import { moduleFor, setupLine, typeFragments, type Fragment } from '../fragments';

const root = process.cwd();

describe('the setup line of a fragment', () => {
  it('imports from the documented module first, then its package, then lexical, then by name', () => {
    expect(moduleFor(['@lexical/utils', 'lexical'], null)).toBe('lexical');
    expect(moduleFor(['@lexical/utils', 'lexical'], '@lexical/utils')).toBe('@lexical/utils');
    expect(moduleFor(['@lexical/react/LexicalComposer', 'lexical'], '@lexical/react')).toBe('@lexical/react/LexicalComposer');
    expect(moduleFor(['@lexical/b', '@lexical/a'], null)).toBe('@lexical/a');
  });

  it('imports the undefined names Lexical exports, declares editor, and leaves the rest undefined', () => {
    const exported = new Map([
      ['$getRoot', ['lexical']],
      ['TRANSFORMERS', ['@lexical/markdown']],
    ]);
    expect(setupLine(new Set(['$getRoot', 'TRANSFORMERS', 'editor', 'myThing']), exported, null)).toBe(
      "import { $getRoot } from 'lexical'; import { TRANSFORMERS } from '@lexical/markdown'; declare const editor: import('lexical').LexicalEditor;",
    );
    expect(setupLine(new Set(['myThing']), exported, null)).toBe('');
  });
});

describe('typeFragments', () => {
  const analyser = new SampleAnalyser(
    root,
    entryPointsOf(pinnedLexicalPackages(path.join(root, 'package.json')), path.join(root, 'node_modules')),
  );
  const fragments: Fragment[] = [
    // Lexical's examples use the editor and exports without setting them up, and leave lines out.
    {
      language: 'ts',
      module: '@lexical/utils',
      code: 'useEffect(() => {\n  return mergeRegister(\n    editor.registerCommand(...logic),\n  );\n}, [editor]);',
    },
    {
      language: 'js',
      module: '@lexical/markdown',
      code: "import { TRANSFORMERS } from '@lexical/markdown';\n$convertFromMarkdownString(markdown, TRANSFORMERS);",
    },
    { language: 'ts', module: 'lexical', code: 'const text = $createTextNode("hi");\ntext.setMode("token");' },
  ];
  const typed = typeFragments(analyser, fragments);
  const named = (i: number) =>
    typed[i].map((id: TypedIdentifier) => {
      const line = fragments[i].code.split('\n')[id.line];
      return [
        line.slice(id.column, id.column + id.length),
        `${id.target.module}.${id.target.name}${id.target.member ? `#${id.target.member}` : ''}`,
      ];
    });

  it("finds the Lexical names on the fragment's own lines, through the hidden imports and editor", () => {
    expect(named(0)).toEqual([
      ['mergeRegister', '@lexical/utils.mergeRegister'],
      ['registerCommand', 'lexical.LexicalEditor#registerCommand'],
    ]);
    expect(named(1)).toEqual([
      ['TRANSFORMERS', '@lexical/markdown.TRANSFORMERS'],
      ['$convertFromMarkdownString', '@lexical/markdown.$convertFromMarkdownString'],
      ['TRANSFORMERS', '@lexical/markdown.TRANSFORMERS'],
    ]);
    expect(named(2)).toEqual([
      ['$createTextNode', 'lexical.$createTextNode'],
      ['setMode', 'lexical.TextNode#setMode'],
    ]);
  });

  it('prints the quick info the language service gives', () => {
    const mergeRegister = typed[0][0];
    expect(mergeRegister.signature).toMatch(/^(function )?mergeRegister\(\.\.\.func: /);
    expect(mergeRegister.summary).toMatch(/^Returns a function that will execute all functions passed when called\./);
  });
});

describe("the API reference's doc text, typed", () => {
  // Doc text as the API plugin keeps it: prose and code blocks in parts.
  const code = 'editor.update(() => $getRoot().clear());\nconst big = a < b && b > c;';
  const text: DocText = {
    markdown: `Call it in an update.\n\n\`\`\`ts\n${code}\n\`\`\`\n\n\`\`\`sh\nnpm install lexical\n\`\`\``,
    parts: [
      { html: '<p>Call it in an update.</p>\n', code: null },
      { html: '<pre tabindex="0"><code class="language-ts">(plain)</code></pre>', code: { language: 'ts', code } },
      { html: '\n', code: null },
      { html: '<pre tabindex="0"><code class="language-sh">(plain)</code></pre>', code: { language: 'sh', code: 'npm install lexical' } },
    ],
  };
  const root: TypedIdentifier = {
    line: 0,
    column: 20,
    length: 8,
    target: { module: 'lexical', name: '$getRoot', member: null },
    signature: 'function $getRoot(): RootNode',
    summary: 'Returns the root.',
  };
  const unlinked: TypedIdentifier = { ...root, column: 7, length: 6, target: { module: 'lexical', name: 'Secret', member: null } };
  const typeFragmentsStub = jest.fn((fragments: readonly Fragment[]) =>
    fragments.map((f) => (f.code.startsWith('editor') ? [root, unlinked] : [])),
  );
  const node = { name: 'lexical', comment: text, members: [{ comment: text, deprecated: null }] };
  const samples = typeApiSamples(
    [
      { module: 'lexical', blocks: codeBlocksIn(node) },
      { module: 'lexical', blocks: codeBlocksIn(text) },
    ],
    typeFragmentsStub,
    new Map([['lexical.$getRoot', '/docs/api/modules/lexical#getroot']]),
  );

  it('gives the same fragments however Gatsby lists the nodes (the build types them in one process, reads them in another)', () => {
    const block = (code: string) => ({ html: '', code: { language: 'ts', code } });
    const shared = block('$getRoot();');
    const modules = [
      { id: 'b', name: '@lexical/utils', comment: { markdown: '', parts: [shared, block('mergeRegister();')] } },
      { id: 'a', name: 'lexical', comment: { markdown: '', parts: [shared] } },
    ];
    const declarations = [{ id: 'c', moduleName: 'lexical', comment: { markdown: '', parts: [block('editor.focus();')] } }];
    const fragments = apiFragments(sampleOwners({ modules, declarations, packages: [] }));
    expect(apiFragments(sampleOwners({ modules: [...modules].reverse(), declarations, packages: [] }))).toEqual(fragments);
    // A block two modules hold is typed once, for the owner whose node id comes first.
    expect(fragments).toEqual([
      { language: 'ts', code: '$getRoot();', module: 'lexical' },
      { language: 'ts', code: 'mergeRegister();', module: '@lexical/utils' },
      { language: 'ts', code: 'editor.focus();', module: 'lexical' },
    ]);
  });

  it('finds the code blocks of every doc text in a node, and types each TypeScript block once', () => {
    const [ts, sh] = [text.parts[1].code, text.parts[3].code];
    expect(codeBlocksIn(node)).toEqual([ts, sh, ts, sh]);
    expect(codeBlocksIn(node, new Set(['members']))).toEqual([ts, sh]);
    expect(typeFragmentsStub).toHaveBeenCalledTimes(1);
    expect(typeFragmentsStub.mock.calls[0][0]).toEqual([{ language: 'ts', module: 'lexical', code }]);
  });

  it('highlights every block, links the names that have an entry, and keeps the prose', () => {
    const out = typedHtml(text, samples);
    expect(out.startsWith('<p>Call it in an update.</p>\n<div class="code-sample-frame">')).toBe(true);
    expect(out).not.toContain('(plain)');
    expect(out).toContain('<pre tabindex="0" class="language-ts code-sample">');
    expect(out).toContain('<pre tabindex="0" class="language-sh code-sample">');
    expect(out).toContain(
      '<a href="/docs/api/modules/lexical#getroot" class="code-ref" aria-describedby="code-tip-' +
        tipsIn(codeBlocksIn(text), samples)[0].key +
        '"><span class="token function">$getRoot</span></a>',
    );
    // The name without an entry stays plain code; the code's own `<` and `&&` are escaped.
    expect(out).toContain('<span class="token function">update</span>');
    expect(out).not.toContain('update</span></a>');
    expect(out).toContain('&lt;');
    expect(out).toContain('&amp;&amp;');
    expect(typedHtml({ markdown: 'No code.', parts: [{ html: '<p>No code.</p>', code: null }] }, samples)).toBe('<p>No code.</p>');
  });

  it('gives the entries a part of the page links to, and counts what links', () => {
    expect(tipsIn(codeBlocksIn(node, new Set(['members'])), samples)).toEqual([
      expect.objectContaining({ name: '$getRoot', signature: 'function $getRoot(): RootNode', href: '/docs/api/modules/lexical#getroot' }),
    ]);
    expect(apiSampleCoverage(samples)).toEqual({ samples: 1, total: 2, linked: 1 });
  });
});
