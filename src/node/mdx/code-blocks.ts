/**
 * Fenced code blocks are highlighted at build time with prism-react-renderer's tokenizer:
 * the page ships token spans styled by CSS (src/gatsby/prism-css.ts), and no highlighter.
 * Themes switch with the colour mode by CSS alone, without re-highlighting or layout shift.
 *
 * The meta string after the language takes `title="file.ts"`, `{1,3-5}` (highlighted lines)
 * and `showLineNumbers`, plus the two keys of the sample checker (tests/check-samples.mjs):
 * `file="CalloutNode.ts"` (the block's file name, shown as its title when it has none) and
 * `nocheck="why"` (the reason it is not type-checked, shown under the block). Lines starting
 * with `// @hide` are setup for the checker only: they are removed here, so the page, the copy
 * button and the highlighted-line numbers all see the code without them.
 *
 * A block becomes a `codeblock` element whose `html` property holds its highlighted lines, each
 * Lexical identifier of a typed sample (src/node/code-types) marked with its quick-info entry's
 * key (`codeRefMark`, src/shared/code-tips.ts): the page links the mark to the entry when it
 * renders (CodeSample).
 */
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { metaValue, stripHiddenLines } from '../../shared/code-fences.mjs';
import { codeRefMark } from '../../shared/code-tips';
import { type MdNode, walk } from './tree';

interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: (HastElement | HastText)[];
}

interface CodeMeta {
  title: string | null;
  highlighted: Set<number>;
  showLineNumbers: boolean;
  /** `file="..."`: the file a later sample of the page may import. */
  file: string | null;
  /** `nocheck="..."`: why the sample is not type-checked. */
  nocheck: string | null;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const ranges = /\{([\d,\s-]+)\}/.exec(text);
  const highlighted = new Set<number>();
  for (const part of ranges?.[1].split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!Number.isInteger(from)) continue;
    for (let line = from; line <= (Number.isInteger(to) ? to : from); line += 1) highlighted.add(line);
  }
  const file = metaValue(text, 'file');
  return {
    title: metaValue(text, 'title') ?? file,
    highlighted,
    showLineNumbers: /\bshowLineNumbers\b/.test(text),
    file,
    nocheck: metaValue(text, 'nocheck'),
  };
}

/** Aliases readers write for languages Prism knows under another name. */
const ALIASES: Record<string, string> = {
  sh: 'plain',
  shell: 'plain',
  bash: 'plain',
  console: 'plain',
  text: 'plain',
  mjs: 'javascript',
  cjs: 'javascript',
};

/** An identifier of a shown line (0-based line and column) and the key of the quick-info entry it shows. */
export interface CodeRefRange {
  line: number;
  column: number;
  length: number;
  tip: string;
}

function tokenNode(content: string, types: string[]): HastElement | HastText {
  return types.length === 1 && types[0] === 'plain'
    ? { type: 'text', value: content }
    : { type: 'element', tagName: 'span', properties: { className: ['token', ...types] }, children: [{ type: 'text', value: content }] };
}

/** A line's tokens, cut where an identifier starts or ends, identifiers wrapped in `coderef`. */
function lineChildren(tokens: { content: string; types: string[] }[], refs: readonly CodeRefRange[]): (HastElement | HastText)[] {
  const cuts = new Set(refs.flatMap((ref) => [ref.column, ref.column + ref.length]));
  const children: (HastElement | HastText)[] = [];
  // The coderef element the previous piece went into, if any: a token cut in two rejoins it.
  let open = null as { ref: CodeRefRange; element: HastElement } | null;
  const add = (node: HastElement | HastText, at: number) => {
    const ref = refs.find((r) => at >= r.column && at < r.column + r.length);
    if (!ref) {
      open = null;
      children.push(node);
    } else if (open?.ref === ref) {
      open.element.children.push(node);
    } else {
      open = { ref, element: { type: 'element', tagName: 'coderef', properties: { tip: ref.tip }, children: [node] } };
      children.push(open.element);
    }
  };
  let offset = 0;
  for (const { content, types } of tokens) {
    let start = 0;
    for (let i = 1; i < content.length; i += 1) {
      if (!cuts.has(offset + i)) continue;
      add(tokenNode(content.slice(start, i), types), offset + start);
      start = i;
    }
    add(tokenNode(content.slice(start), types), offset + start);
    offset += content.length;
  }
  return children;
}

export function highlightLines(code: string, language: string, refs: readonly CodeRefRange[] = []): HastElement[] {
  const grammar = Prism.languages[ALIASES[language] ?? language];
  const tokens = grammar ? Prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens as Parameters<typeof normalizeTokens>[0]).map((line, index) => ({
    type: 'element',
    tagName: 'span',
    properties: { className: ['code-line'] },
    // An empty line keeps its height with a newline of its own.
    children: line.every((token) => token.content === '' || token.empty)
      ? [{ type: 'text', value: '\n' }]
      : lineChildren(
          line,
          refs.filter((ref) => ref.line === index),
        ),
  }));
}

/** `refs`: the identifiers to link in each code node (see src/node/code-types/remark.ts). */
export function transformCodeBlocks(tree: MdNode, refs: ReadonlyMap<MdNode, CodeRefRange[]> = new Map()): void {
  walk(tree, (node) => {
    if (!node.children) return;
    node.children = node.children.map((child) => {
      if (child.type !== 'code') return child;
      const code = stripHiddenLines((child.value ?? '').replace(/\n$/, ''));
      const language = (child.lang ?? 'text').toLowerCase();
      const meta = parseCodeMeta(child.meta);
      const lines = highlightLines(code, language, refs.get(child)).map((line, i) => {
        if (meta.highlighted.has(i + 1)) (line.properties.className as string[]).push('code-line-highlighted');
        return line;
      });
      // One string per sample, not an element per token: the compiled MDX stays small, which is
      // most of what the HTML renderer's compile and its cache cost.
      const html = lines.map((line) => nodeToHtml(line, codeRefMark)).join('');
      return {
        type: 'codeBlock',
        data: {
          hName: 'codeblock',
          hProperties: {
            language,
            code,
            html,
            ...(meta.title ? { title: meta.title } : {}),
            ...(meta.showLineNumbers ? { lineNumbers: 'true' } : {}),
            ...(meta.nocheck ? { nocheck: meta.nocheck } : {}),
          },
        },
      } as MdNode;
    });
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** How a `coderef` element is written as HTML, given its tip's key and its tokens' HTML. */
export type CodeRefHtml = (tip: string, inner: string) => string;

function nodeToHtml(node: HastElement | HastText, refHtml: CodeRefHtml): string {
  if (node.type === 'text') return escapeHtml(node.value);
  const inner = node.children.map((child) => nodeToHtml(child, refHtml)).join('');
  if (node.tagName === 'coderef') return refHtml(String(node.properties.tip), inner);
  const className = (node.properties.className as string[] | undefined)?.join(' ');
  return `<${node.tagName}${className ? ` class="${className}"` : ''}>${inner}</${node.tagName}>`;
}

/**
 * The highlighted lines of a code sample as HTML, for code that is not in an MDX file; the
 * identifiers of `refs` are written by `refHtml` (without it, as their tokens alone).
 */
export function highlightToHtml(
  code: string,
  language: string,
  refs: readonly CodeRefRange[] = [],
  refHtml: CodeRefHtml = (_tip, inner) => inner,
): string {
  return highlightLines(code, language, refs)
    .map((line) => nodeToHtml(line, refHtml))
    .join('');
}
