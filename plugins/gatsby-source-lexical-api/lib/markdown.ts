/**
 * Markdown -> HTML at build time, for doc comments and package READMEs, so no Markdown parser
 * ships to the browser. The HTML comes in parts, each code block a part of its own with its
 * language and code, so a site can render its code blocks its own way (see TextPart). Images
 * become their alt text (they are remote: badges, logos).
 *
 * A README loses its title (the page shows its own h1) and its raw HTML (badges and layout); its
 * headings get GitHub-style ids for a table of contents and its links go through a rewrite
 * (lexical.dev links become site routes). A doc comment's raw HTML shows as text (`<div>` in
 * prose means the tag) and its headings turn into bold lines, so a comment cannot break the
 * page's heading outline.
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';
import type { CodeBlock, HeadingRecord, TextPart } from './records';

const escaping = new MarkdownIt();
const dropping = new MarkdownIt({ html: true });

function transformInline(children: Token[], rewriteHref?: (href: string) => string): Token[] {
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
      if (href !== null && rewriteHref) child.attrSet('href', rewriteHref(href));
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

/** A README when `rewriteReadmeHref` is given (it returns the href to render), else a doc comment. */
export function renderMarkdown(
  source: string,
  rewriteReadmeHref?: (href: string) => string,
): { parts: TextPart[]; headings: HeadingRecord[] } {
  const readme = rewriteReadmeHref !== undefined;
  const slugger = new GithubSlugger();
  const headings: HeadingRecord[] = [];
  const md = readme ? dropping : escaping;
  const tokens = md.parse(source, {});
  const out: Token[] = [];
  let droppedTitle = !readme;
  // The page has its h1; README headings start at h2 and never skip a level on the way down.
  let previousLevel = 1;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token.type === 'html_block' || token.type === 'html_inline') continue;
    if (token.type === 'inline' && token.children) {
      token.children = transformInline(token.children, rewriteReadmeHref).filter((c) => c.type !== 'html_inline');
    }
    if (token.type === 'heading_open') {
      const depth = Number(token.tag.slice(1));
      const inline = tokens[i + 1];
      if (!droppedTitle && depth === 1) {
        droppedTitle = true;
        i += 2;
        continue;
      }
      if (!readme) {
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
