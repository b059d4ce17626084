/**
 * Markdown -> HTML at build time, for doc comments and package READMEs, so no Markdown parser
 * ships to the browser. The HTML comes in parts, each code block a part of its own with its
 * language and code, so a site can render its code blocks its own way (see TextPart). Raw HTML in the source is dropped (READMEs use it for badges and
 * layout), images become their alt text (they are remote: badges, logos), and links go
 * through a rewrite hook (lexical.dev links become site routes). Raw HTML is either parsed
 * and dropped (READMEs) or shown as text (doc comments, where `<div>` in prose means the tag). Headings either get
 * GitHub-style ids for a table of contents or, inside a doc comment, turn into bold lines so
 * a comment cannot break the page's heading outline.
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';
import type { CodeBlock, TextPart } from './records';

export interface MarkdownHeading {
  depth: number;
  value: string;
  id: string;
}

interface MarkdownOptions {
  /** `ids`: headings keep their level (at least h2) and get ids; `strong`: headings become bold text. */
  headings: 'ids' | 'strong';
  /** Drop the first h1 (a README's title, which the page shows as its own h1). */
  dropTitle?: boolean;
  /** Ids already used on the page, so the headings' ids do not collide with them. */
  reservedIds?: string[];
  /** `drop`: raw HTML blocks and tags are removed; `escape` (default): they show as text. */
  rawHtml?: 'drop' | 'escape';
  /** Returns the href to render; the identity when absent. */
  rewriteHref?: (href: string) => string;
}

const escaping = new MarkdownIt({ html: false, linkify: false, typographer: false });
const dropping = new MarkdownIt({ html: true, linkify: false, typographer: false });

function transformInline(children: Token[], rewriteHref: (href: string) => string): Token[] {
  return children.map((child) => {
    if (child.type === 'image') {
      // Only the alt text: the image itself would be a request to another site.
      return Object.assign(Object.create(Object.getPrototypeOf(child)), child, {
        type: 'text',
        tag: '',
        content: child.children?.map((c) => c.content).join('') ?? child.content,
        children: null,
      });
    }
    if (child.type === 'link_open') {
      const href = child.attrGet('href');
      if (href !== null) child.attrSet('href', rewriteHref(href));
    }
    return child;
  });
}

/** A `<strong>` open (1) or close (-1) token, made from an existing token to get its class. */
function strongToken(like: Token, nesting: 1 | -1): Token {
  return Object.assign(Object.create(Object.getPrototypeOf(like)), {
    type: nesting === 1 ? 'strong_open' : 'strong_close',
    tag: 'strong',
    attrs: null,
    map: null,
    nesting,
    level: 0,
    children: null,
    content: '',
    markup: '**',
    info: '',
    meta: null,
    block: false,
    hidden: false,
  });
}

function codeBlockOf(token: Token): CodeBlock | null {
  if (token.type !== 'fence' && token.type !== 'code_block') return null;
  const language = token.info.trim().split(/\s+/)[0].toLowerCase();
  return { language: language || 'text', code: token.content.replace(/\n$/, '') };
}

/** What `md.renderer.render` returns, cut before and after each code block. */
function renderParts(md: MarkdownIt, tokens: Token[]): TextPart[] {
  const parts: TextPart[] = [];
  let prose = '';
  const { renderer } = md;
  tokens.forEach((token, i) => {
    let html: string;
    if (token.type === 'inline') html = renderer.renderInline(token.children ?? [], md.options, {});
    else html = renderer.rules[token.type]?.(tokens, i, md.options, {}, renderer) ?? renderer.renderToken(tokens, i, md.options);
    const code = codeBlockOf(token);
    if (!code) {
      prose += html;
      return;
    }
    if (prose) parts.push({ html: prose, code: null });
    // The block's own markup only: the line break after it goes with the prose that follows.
    prose = /\s*$/.exec(html)![0];
    // Code blocks scroll sideways: keyboard users must be able to focus them to scroll.
    parts.push({ html: html.trimEnd().replace(/^<pre>/, '<pre tabindex="0">'), code });
  });
  if (prose) parts.push({ html: prose, code: null });
  // As one string, the HTML would be trimmed at both ends.
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (first) first.html = first.html.trimStart();
  if (last) last.html = last.html.trimEnd();
  return parts.filter((part) => part.html || part.code);
}

export function renderMarkdown(source: string, options: MarkdownOptions): { parts: TextPart[]; headings: MarkdownHeading[] } {
  const rewrite = options.rewriteHref ?? ((href: string) => href);
  const slugger = new GithubSlugger();
  for (const id of options.reservedIds ?? []) slugger.slug(id);
  const headings: MarkdownHeading[] = [];
  const md = options.rawHtml === 'drop' ? dropping : escaping;
  const tokens = md.parse(source, {});
  const out: Token[] = [];
  let droppedTitle = !options.dropTitle;
  // The page has its h1; README headings start at h2 and never skip a level on the way down.
  let previousLevel = 1;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token.type === 'html_block' || token.type === 'html_inline') continue;
    if (token.type === 'inline' && token.children) {
      token.children = transformInline(token.children, rewrite).filter((c) => c.type !== 'html_inline');
    }
    if (token.type === 'heading_open') {
      const depth = Number(token.tag.slice(1));
      const inline = tokens[i + 1];
      if (!droppedTitle && depth === 1) {
        droppedTitle = true;
        i += 2;
        continue;
      }
      if (options.headings === 'strong') {
        token.type = 'paragraph_open';
        token.tag = 'p';
        tokens[i + 2].type = 'paragraph_close';
        tokens[i + 2].tag = 'p';
        inline.children = [strongToken(inline, 1), ...(inline.children ?? []), strongToken(inline, -1)];
      } else {
        const level = Math.min(6, Math.max(2, depth), previousLevel + 1);
        previousLevel = level;
        const value = (inline.children ?? [])
          .map((c) => c.content)
          .join('')
          .trim();
        const id = slugger.slug(value);
        token.tag = `h${level}`;
        tokens[i + 2].tag = `h${level}`;
        token.attrSet('id', id);
        headings.push({ depth: level, value, id });
      }
    }
    out.push(token);
  }
  return { parts: renderParts(md, out), headings };
}
