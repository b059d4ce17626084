/**
 * TypeDoc comments -> doc text (records.ts' DocText). The parts of a comment are joined back
 * into Markdown, with `{@link X}` written as a link when X is documented here and as plain
 * (code) text when it is not, then rendered by ./markdown. Rendered once every page and anchor
 * is known, so any link can resolve. Block tags: @deprecated is returned on its own (pages
 * show it as a notice), @returns goes with the signature, @param is already attached to the
 * parameters by TypeDoc, and the rest (@example, @remarks, @see, ...) follow the summary
 * under a bold label.
 */
import type { JSONOutput } from 'typedoc';
import { renderMarkdown } from './markdown';
import type { DocText } from './records';
import type { RenderContext } from './render-type';

type Comment = JSONOutput.Comment;
type Part = JSONOutput.CommentDisplayPart;

interface RenderedComment {
  /** Summary and block tags (but not @deprecated, @returns, @param); empty when none. */
  text: DocText;
  /** The first sentence of the summary as plain text, for lists and link previews. */
  summary: string;
  /** The @deprecated text (empty when deprecated without a reason); null when not deprecated. */
  deprecated: DocText | null;
  /** The @returns text, or empty. */
  returns: DocText;
}

const TAG_LABELS: Record<string, string> = {
  '@example': 'Example',
  '@remarks': 'Remarks',
  '@see': 'See',
  '@since': 'Since',
  '@throws': 'Throws',
  '@defaultValue': 'Default value',
  '@default': 'Default value',
  '@experimental': 'Experimental',
};

const SKIPPED_TAGS = new Set([
  '@deprecated',
  '@returns',
  '@return',
  '@param',
  '@typeParam',
  '@privateRemarks',
  '@noInheritDoc',
  '@internal',
]);

function escapeMarkdownText(text: string): string {
  return text.replace(/([[\]])/g, '\\$1');
}

function partsToMarkdown(parts: readonly Part[] | undefined, ctx: RenderContext): string {
  return (parts ?? [])
    .map((part) => {
      // Of the inline tags ({@link}, {@linkcode}, {@linkplain}, {@inheritDoc}, ...), the links.
      if (part.kind !== 'inline-tag' || !part.tag.startsWith('@link')) return part.text;
      const text = part.text.trim();
      const href = typeof part.target === 'number' ? ctx.hrefOf(part.target) : undefined;
      const label = part.tag === '@linkplain' ? escapeMarkdownText(text) : `\`${text.replace(/`/g, '')}\``;
      return href ? `[${label}](${href})` : label;
    })
    .join('');
}

/** Plain text of the first sentence (or first line) of some comment parts. */
function plainSummary(parts: readonly Part[] | undefined): string {
  const text = (parts ?? [])
    .map((p) => (p.kind === 'code' ? p.text.replace(/^`+|`+$/g, '') : p.text))
    .join('')
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length > 200 ? `${sentence.slice(0, 197).trimEnd()}...` : sentence;
}

/** Doc comment Markdown as doc text: its headings become bold lines, so they cannot break the page's outline. */
export function docText(markdown: string): DocText {
  if (!markdown.trim()) return { markdown: '', parts: [] };
  return { markdown, parts: renderMarkdown(markdown).parts };
}

export function renderComment(comment: Comment | undefined, ctx: RenderContext): RenderedComment {
  if (!comment) return { text: docText(''), summary: '', deprecated: null, returns: docText('') };
  const blocks = comment.blockTags ?? [];
  const sections = [partsToMarkdown(comment.summary, ctx)];
  for (const block of blocks) {
    if (SKIPPED_TAGS.has(block.tag)) continue;
    const label = TAG_LABELS[block.tag] ?? block.tag.slice(1).replace(/^./, (c) => c.toUpperCase());
    let body = partsToMarkdown(block.content, ctx);
    // TSDoc lets an @example be bare code; show it as a TypeScript block.
    if (block.tag === '@example' && body.trim() && !body.includes('```')) body = `\`\`\`ts\n${body.trim()}\n\`\`\``;
    sections.push(`**${label}**\n\n${body}`);
  }
  const deprecated = blocks.find((b) => b.tag === '@deprecated');
  const returns = blocks.find((b) => b.tag === '@returns' || b.tag === '@return');
  return {
    text: docText(sections.filter((s) => s.trim()).join('\n\n')),
    summary: plainSummary(comment.summary),
    deprecated: deprecated ? docText(partsToMarkdown(deprecated.content, ctx)) : null,
    returns: docText(returns ? partsToMarkdown(returns.content, ctx) : ''),
  };
}
