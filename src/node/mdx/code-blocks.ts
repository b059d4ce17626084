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
 */
import { Prism, normalizeTokens } from 'prism-react-renderer';
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

export interface CodeMeta {
  title: string | null;
  highlighted: Set<number>;
  showLineNumbers: boolean;
  /** `file="..."`: the file a later sample of the page may import. */
  file: string | null;
  /** `nocheck="..."`: why the sample is not type-checked. */
  nocheck: string | null;
}

/** The marker of a hidden setup line; tests/check-samples.mjs uses the same one. */
export const HIDE_MARKER = '// @hide';

function metaValue(text: string, key: string): string | null {
  const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)')`).exec(text);
  return match ? (match[1] ?? match[2]) : null;
}

/** The code without its hidden setup lines. */
export function stripHiddenLines(code: string): string {
  return code
    .split('\n')
    .filter((line) => !line.trimStart().startsWith(HIDE_MARKER))
    .join('\n');
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

export function highlightLines(code: string, language: string): HastElement[] {
  const grammar = Prism.languages[ALIASES[language] ?? language];
  const tokens = grammar ? Prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens as Parameters<typeof normalizeTokens>[0]).map((line) => ({
    type: 'element',
    tagName: 'span',
    properties: { className: ['code-line'] },
    // An empty line keeps its height with a newline of its own.
    children: line.every((token) => token.content === '' || token.empty)
      ? [{ type: 'text', value: '\n' }]
      : line.map((token) =>
          token.types.length === 1 && token.types[0] === 'plain'
            ? { type: 'text', value: token.content }
            : {
                type: 'element',
                tagName: 'span',
                properties: { className: ['token', ...token.types] },
                children: [{ type: 'text', value: token.content }],
              },
        ),
  }));
}

export function transformCodeBlocks(tree: MdNode): void {
  walk(tree, (node) => {
    if (!node.children) return;
    node.children = node.children.map((child) => {
      if (child.type !== 'code') return child;
      const code = stripHiddenLines((child.value ?? '').replace(/\n$/, ''));
      const language = (child.lang ?? 'text').toLowerCase();
      const meta = parseCodeMeta(child.meta);
      const lines = highlightLines(code, language).map((line, i) => {
        if (meta.highlighted.has(i + 1)) (line.properties.className as string[]).push('code-line-highlighted');
        return line;
      });
      return {
        type: 'codeBlock',
        data: {
          hName: 'codeblock',
          hProperties: {
            language,
            code,
            ...(meta.title ? { title: meta.title } : {}),
            ...(meta.showLineNumbers ? { lineNumbers: 'true' } : {}),
            ...(meta.nocheck ? { nocheck: meta.nocheck } : {}),
          },
          hChildren: lines,
        },
      } as MdNode;
    });
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function nodeToHtml(node: HastElement | HastText): string {
  if (node.type === 'text') return escapeHtml(node.value);
  const className = (node.properties.className as string[] | undefined)?.join(' ');
  return `<${node.tagName}${className ? ` class="${className}"` : ''}>${node.children.map(nodeToHtml).join('')}</${node.tagName}>`;
}

/** The highlighted lines of a code sample as HTML, for code that is not in an MDX file. */
export function highlightToHtml(code: string, language: string): string {
  return highlightLines(code, language).map(nodeToHtml).join('');
}
