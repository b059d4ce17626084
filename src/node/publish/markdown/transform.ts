/**
 * A doc's MDX syntax tree -> a plain Markdown tree that any reader (a coding assistant, a
 * Markdown viewer) understands without the site's components: admonitions become blockquotes
 * that say their type, `<LiveExample>` becomes the example's code, tabs become sections,
 * links become absolute URLs of the site, hidden setup lines leave the code. ESM imports and
 * `{...}` expressions (MDX comments) carry nothing for a reader and go. A component this module
 * does not know fails the build, naming it, so nothing is silently dropped.
 */
import { stripHiddenLines } from '../../../shared/code-fences.mjs';
import { parseCodeMeta } from '../../mdx/code-blocks';
import { transformAdmonitions } from '../../mdx/admonitions';
import { resolveLink } from '../../mdx/links';
import { type MdNode, walk } from '../../mdx/tree';
import { absoluteUrl } from '../../../shared/seo';

export class MarkdownExportError extends Error {}

export interface TransformContext {
  /** Absolute path of the MDX file, for relative links and error messages. */
  file: string;
  /** Absolute path of content/docs. */
  docsDir: string;
  siteUrl: string;
  /** The Markdown of a live example, by name (its heading line and code). */
  liveExample: (name: string) => MdNode[] | null;
  /** The site route of the page, for components that point back at it. */
  route: string;
}

const text = (value: string): MdNode => ({ type: 'text', value });
const strong = (value: string): MdNode => ({ type: 'strong', children: [text(value)] });

function attribute(node: MdNode, name: string): string | null {
  const attributes = node.attributes as unknown as { type: string; name: string; value?: unknown }[] | undefined;
  const found = attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : null;
}

function admonitionToBlockquote(node: MdNode): MdNode {
  const props = (node.data?.hProperties ?? {}) as { type?: string; title?: string };
  const type = props.type ?? 'note';
  const label = `${type[0].toUpperCase()}${type.slice(1)}`;
  const heading = props.title ? `${label}: ${props.title}` : label;
  const [first, ...rest] = node.children ?? [];
  // The type reads as the start of the first paragraph, as a reader would say it aloud.
  const children =
    first?.type === 'paragraph'
      ? [{ ...first, children: [strong(`${heading}:`), text(' '), ...(first.children ?? [])] }, ...rest]
      : [{ type: 'paragraph', children: [strong(`${heading}.`)] }, ...(node.children ?? [])];
  return { type: 'blockquote', children };
}

function componentName(node: MdNode): string {
  return node.name ?? '(fragment)';
}

/** `<Tabs><TabItem label="npm">...</TabItem></Tabs>` -> one section per tab. */
function tabsToSections(node: MdNode, depth: number, ctx: TransformContext): MdNode[] {
  return (node.children ?? []).flatMap((child) => {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') {
      throw new MarkdownExportError(`${ctx.file}: <Tabs> may hold only <TabItem> elements, found <${componentName(child)}>`);
    }
    const label = attribute(child, 'label') ?? attribute(child, 'value') ?? 'Tab';
    return [{ type: 'heading', depth: Math.min(6, depth + 1), children: [text(label)] }, ...(child.children ?? [])];
  });
}

function errorDecoderNote(ctx: TransformContext): MdNode[] {
  const url = absoluteUrl(ctx.siteUrl, ctx.route);
  return [
    {
      type: 'paragraph',
      children: [
        text('The error-code decoder is interactive: open '),
        { type: 'link', url, children: [text(url)] },
        text(' with '),
        { type: 'inlineCode', value: '?code=N' },
        text(' to read the message of a minified production error.'),
      ],
    },
  ];
}

function replaceComponent(node: MdNode, depth: number, ctx: TransformContext): MdNode[] {
  switch (node.name) {
    case 'LiveExample': {
      const name = attribute(node, 'name');
      const replacement = name ? ctx.liveExample(name) : null;
      if (!replacement) throw new MarkdownExportError(`${ctx.file}: <LiveExample name="${name ?? ''}"> names no live example`);
      return replacement;
    }
    case 'Tabs':
      return tabsToSections(node, depth, ctx);
    case 'ErrorDecoder':
      return errorDecoderNote(ctx);
    default:
      throw new MarkdownExportError(
        `${ctx.file}: <${componentName(node)}> has no Markdown form; teach src/node/publish/markdown/transform.ts what it means`,
      );
  }
}

function absoluteLink(url: string, ctx: TransformContext): string {
  const { resolved, missingFile } = resolveLink(url, ctx.file, ctx.docsDir);
  if (missingFile) throw new MarkdownExportError(`${ctx.file}: the link ${url} names a missing file`);
  const target = resolved ?? url;
  if (target.startsWith('#')) return `${absoluteUrl(ctx.siteUrl, ctx.route)}${target}`;
  return target.startsWith('/') ? absoluteUrl(ctx.siteUrl, target) : target;
}

/** Rewrites the tree in place into plain Markdown. */
export function toPlainMarkdown(tree: MdNode, ctx: TransformContext): MdNode {
  transformAdmonitions(tree);
  const rewrite = (parent: MdNode) => {
    let depth = 1;
    parent.children = (parent.children ?? []).flatMap((child): MdNode[] => {
      if (child.type === 'heading') depth = child.depth ?? depth;
      if (child.type === 'mdxjsEsm' || child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') return [];
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        const replaced = replaceComponent(child, depth, ctx);
        const holder = { type: 'root', children: replaced };
        rewrite(holder);
        return holder.children;
      }
      if (child.type === 'containerDirective') {
        rewrite(child);
        return [admonitionToBlockquote(child)];
      }
      if (child.children) rewrite(child);
      return [child];
    });
  };
  rewrite(tree);
  walk(tree, (node) => {
    if ((node.type === 'link' || node.type === 'image') && typeof node.url === 'string') node.url = absoluteLink(node.url, ctx);
    if (node.type === 'code') {
      const meta = parseCodeMeta(node.meta);
      const title = meta.title ?? meta.file;
      node.value = stripHiddenLines(node.value ?? '');
      node.meta = title ? `title="${title}"` : null;
      if (!node.lang)
        throw new MarkdownExportError(`${ctx.file}: a code block on line ${node.position?.start.line ?? '?'} names no language`);
    }
  });
  return tree;
}

/** The title as the document's `#` heading, above the converted body. */
export function withTitle(tree: MdNode, title: string): MdNode {
  return { ...tree, children: [{ type: 'heading', depth: 1, children: [text(title)] }, ...(tree.children ?? [])] };
}
