/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { cleanSignature, firstSentence } from '../analyse';
import { coverageLine, coverageOf } from '../coverage';
import { hrefOf } from '../api-hrefs';
import { codeTypesResolvers } from '../resolvers';
import { typeCodeSamples, type PageCodeTypes } from '../remark';
import { fencesOf, pageSamples } from '../samples';
import { highlightLines, transformCodeBlocks } from '../../mdx/code-blocks';
import type { MdNode } from '../../mdx/tree';

const docsDir = path.join(__dirname, '__fixtures__/docs');
const pageFile = path.join(docsDir, 'typed.mdx');

/** The page's code nodes, as the MDX compile gives them (positions relative to the body). */
function treeOf(file: string): { tree: MdNode; body: string } {
  const raw = fs.readFileSync(file, 'utf8');
  const body = raw.replace(/^---\n[\s\S]*?\n---\n/, '');
  const lines = body.split('\n');
  const children: MdNode[] = fencesOf(body).map((fence) => {
    const line = lines.findIndex((l) => l.startsWith('```') && l.slice(3).startsWith(`${fence.language} ${fence.meta}`.trim()));
    lines[line] = '';
    return {
      type: 'code',
      lang: fence.language,
      meta: fence.meta || null,
      value: fence.value,
      position: { start: { line: line + 1, column: 1 } },
    };
  });
  return { tree: { type: 'root', children }, body };
}

function textOf(node: unknown): string {
  const n = node as { type: string; value?: string; children?: unknown[] };
  return n.type === 'text' ? (n.value ?? '') : (n.children ?? []).map(textOf).join('');
}

describe('pageSamples', () => {
  it('keeps checked fences, compiles hidden lines in place and maps the shown ones', () => {
    const samples = pageSamples(fencesOf(fs.readFileSync(pageFile, 'utf8')));
    expect(samples.map((s) => s.name)).toEqual(['CalloutNode.ts', 'sample-2.ts']);
    expect(samples[1].code.split('\n')[0]).toBe("import {createEditor} from 'lexical';");
    expect(samples[1].shownLines).toEqual([1, 2, 4, 5, 6]);
  });

  it('leaves mermaid diagrams out', () => {
    const source = '```mermaid title="Flow"\nflowchart TD\n  A --> B\n```\n\n```ts\nconst x = 1;\n```\n';
    expect(pageSamples(fencesOf(source)).map((s) => s.code)).toEqual(['const x = 1;']);
  });
});

describe('typeCodeSamples', () => {
  const { tree, body } = treeOf(pageFile);
  let types: PageCodeTypes;
  beforeAll(async () => {
    types = await typeCodeSamples(tree, { path: pageFile, body }, docsDir);
  });
  const codeNodes = tree.children!;

  it('finds the Lexical identifiers of the shown lines, across files of the page', () => {
    const second = types.refs.get(codeNodes[1])!;
    const shownCode = fencesOf(body)[1]
      .value.split('\n')
      .filter((l) => !l.startsWith('// @hide'));
    const named = second.map((ref) => [
      shownCode[ref.line].slice(ref.column, ref.column + ref.length),
      types.tips.find((t) => t.key === ref.tip),
    ]);
    expect(named.map(([text]) => text)).toEqual(['$getRoot', 'update', '$getRoot', 'append']);
    expect(named[1][1]).toMatchObject({ module: 'lexical', name: 'LexicalEditor', member: 'update' });
    expect(named[1][1]).toMatchObject({ signature: expect.stringMatching(/^\(method\) LexicalEditor\.update\(updateFn: \(\) => void/) });
    expect(named[3][1]).toMatchObject({ module: 'lexical', name: 'ElementNode', member: 'append' });
    // The hidden createEditor() is compiled but neither linked nor counted.
    expect(types.tips.some((tip) => tip.name === 'createEditor')).toBe(false);
    // A class of the page extending a Lexical one is the page's, not Lexical's.
    expect(types.tips.some((tip) => tip.name === 'CalloutNode')).toBe(false);
  });

  it('gives each distinct entry once, with its uses and the first sentence of its doc comment', () => {
    const roots = types.tips.flatMap((tip, i) => (tip.name === '$getRoot' ? [i] : []));
    // The import prints the declaration, the call the signature it uses.
    expect(roots.map((i) => [types.tips[i].signature, types.uses[i]])).toEqual([
      ['function $getRoot(): RootNode', 1],
      ['$getRoot(): RootNode', 1],
    ]);
    const update = types.tips.find((tip) => tip.member === 'update')!;
    expect(update.summary).toMatch(/^[^.]*\.$/);
    expect(types.errors).toEqual([]);
  });

  it("marks the identifiers in the sample's highlighted HTML with their entries' keys", () => {
    transformCodeBlocks(tree, types.refs);
    const block = tree.children![1];
    const html = String(block.data!.hProperties!.html);
    const marks = [...html.matchAll(/<coderef tip="([^"]*)">(.*?)<\/coderef>/g)];
    expect(marks.map(([, , inner]) => inner.replace(/<[^>]+>/g, ''))).toEqual(['$getRoot', 'update', '$getRoot', 'append']);
    expect(marks.every(([, key]) => types.tips.some((tip) => tip.key === key))).toBe(true);
    const text = [...html.matchAll(/<span class="code-line[^"]*">(.*?)<\/span>(?=<span class="code-line|$)/g)].map(([, line]) =>
      line
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    expect(text.join('\n')).toBe(block.data!.hProperties!.code);
  });

  it('names the page, its line and the compiler message when a sample stops compiling', async () => {
    const broken = path.join(docsDir, '..', 'broken.mdx');
    const source = "---\ntitle: x\n---\n\n```ts\nimport {$getRoot} from 'lexical';\n$getRoot().nope();\n```\n";
    fs.writeFileSync(broken, source);
    try {
      const parsed = treeOf(broken);
      const result = await typeCodeSamples(parsed.tree, { path: broken, body: parsed.body }, docsDir);
      expect(result.errors).toEqual([
        `${path.relative(process.cwd(), broken)}:7: TS2339: Property 'nope' does not exist on type 'RootNode'.`,
      ]);
    } finally {
      fs.rmSync(broken);
    }
  });
});

describe('highlightLines with refs', () => {
  it('cuts a token where an identifier starts and ends', () => {
    const [line] = highlightLines('const x = editor.getEditorState();', 'ts', [{ line: 0, column: 17, length: 14, tip: 'abc' }]);
    const ref = (line.children as { tagName?: string; properties?: { tip?: string } }[]).find((c) => c.tagName === 'coderef')!;
    expect(textOf(ref)).toBe('getEditorState');
    expect(ref.properties).toEqual({ tip: 'abc' });
    expect(textOf(line)).toBe('const x = editor.getEditorState();');
  });
});

describe('quick info text', () => {
  it('drops how the sample imported a name', () => {
    expect(cleanSignature('(alias) function $getRoot(): RootNode\nimport $getRoot')).toBe('function $getRoot(): RootNode');
  });
  it('keeps the first sentence, with {@link} tags as names', () => {
    expect(firstSentence('Returns the {@link RootNode}. More text.')).toBe('Returns the RootNode.');
    expect(firstSentence('See {@link LexicalEditor.update | update} e.g. here')).toBe('See update e.g. here');
    // The language service prints a link tag with a space before its brace.
    expect(firstSentence('Dispatched with {@link LexicalEditor.dispatch }, subject to priority.')).toBe(
      'Dispatched with LexicalEditor.dispatch, subject to priority.',
    );
  });
});

describe('links and coverage', () => {
  const table = new Map([
    ['lexical.LexicalEditor', '/docs/api/classes/lexical.LexicalEditor'],
    ['lexical.LexicalEditor#update', '/docs/api/classes/lexical.LexicalEditor#update'],
    ['lexical.$getRoot', '/docs/api/modules/lexical#getroot'],
  ]);
  it('links an export, a member, and a member without an entry to its export', () => {
    expect(hrefOf(table, { module: 'lexical', name: '$getRoot', member: null })).toBe('/docs/api/modules/lexical#getroot');
    expect(hrefOf(table, { module: 'lexical', name: 'LexicalEditor', member: 'update' })).toBe(
      '/docs/api/classes/lexical.LexicalEditor#update',
    );
    expect(hrefOf(table, { module: 'lexical', name: 'LexicalEditor', member: 'secret' })).toBe('/docs/api/classes/lexical.LexicalEditor');
    expect(hrefOf(table, { module: 'lexical', name: 'Nope', member: null })).toBeNull();
  });
  it('reads a Doc node cached from before typed samples as a page without them', () => {
    expect(codeTypesResolvers.Doc.codeTips.resolve({})).toEqual([]);
    expect(codeTypesResolvers.Doc.codeTipUses.resolve({})).toEqual([]);
  });

  it('counts linked identifiers by their uses', () => {
    const coverage = coverageOf([
      {
        path: '/docs/a',
        codeTips: [
          { module: 'lexical', name: 'a', member: null, href: '/x' },
          { module: 'lexical', name: 'b', member: 'c', href: null },
        ],
        codeTipUses: [19, 1],
      },
      { path: '/docs/b', codeTips: [], codeTipUses: [] },
    ]);
    expect(coverage).toEqual({ linked: 19, total: 20, pages: 1, unlinked: ['lexical.b#c (/docs/a)'] });
    expect(coverageLine(coverage)).toBe(
      'Typed code samples: 19 of 20 Lexical identifiers linked to their API entry (95.0%) over 1 guide pages',
    );
  });
});
