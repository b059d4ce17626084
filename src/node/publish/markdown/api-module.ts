/**
 * An API module page as compact Markdown: for each export, its declaration or signatures as a
 * TypeScript block and the first paragraph of its doc comment, grouped as on the page. Doc
 * comments come as the API plugin keeps them, in Markdown: the paragraph is read from its
 * syntax tree, links made absolute. Declarations and signatures are code the plugin rendered
 * as HTML (with a link on each documented type name), so their tags are dropped.
 */
import { absoluteUrl } from '../../../shared/seo';
import { walk, type MdNode } from '../../mdx/tree';
import { decodeEntities } from '../html';
import { markdownToolkit } from './parse';

interface Text {
  markdown: string;
}

export interface ApiDeclarationData {
  name: string;
  kind: string;
  path: string;
  declarationHtml: string | null;
  signatures: readonly { html: string; comment: Text }[];
  comment: Text;
  deprecated: Text | null;
}

export interface ApiModuleData {
  name: string;
  path: string;
  summary: string;
  comment: Text;
  groups: readonly { title: string; declarations: readonly ApiDeclarationData[] }[];
}

/** Code rendered as HTML (a signature) -> the code. */
export function htmlToCode(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, ''));
}

/** The first paragraph of some Markdown, on one line, its links absolute; '' when it has none. */
export async function firstParagraph(markdown: string, siteUrl: string): Promise<string> {
  if (!markdown.trim()) return '';
  const { parseMarkdown, print } = await markdownToolkit();
  let paragraph: MdNode | null = null;
  walk(parseMarkdown(markdown), (node) => {
    if (!paragraph && node.type === 'paragraph') paragraph = node;
  });
  if (!paragraph) return '';
  walk(paragraph, (node) => {
    if (node.type === 'link' && node.url) node.url = absoluteUrl(siteUrl, node.url);
  });
  return print({ type: 'root', children: [paragraph] })
    .replace(/\s+/g, ' ')
    .trim();
}

async function declarationMarkdown(declaration: ApiDeclarationData, siteUrl: string): Promise<string[]> {
  const code = declaration.signatures.length
    ? declaration.signatures.map((s) => `${declaration.kind === 'function' ? 'function ' : ''}${htmlToCode(s.html)};`).join('\n')
    : htmlToCode(declaration.declarationHtml ?? declaration.name);
  const summary =
    (await firstParagraph(declaration.comment.markdown, siteUrl)) ||
    (await firstParagraph(declaration.signatures[0]?.comment.markdown ?? '', siteUrl));
  const deprecated =
    declaration.deprecated === null ? null : (await firstParagraph(declaration.deprecated.markdown, siteUrl)) || 'no reason given';
  return [
    `### ${declaration.name}`,
    '',
    ...(declaration.path.includes('#')
      ? []
      : [`Members and details: [${declaration.name}](${absoluteUrl(siteUrl, declaration.path)})`, '']),
    '```ts',
    code,
    '```',
    '',
    ...(deprecated ? [`**Deprecated:** ${deprecated}`, ''] : []),
    ...(summary ? [summary, ''] : []),
  ];
}

export async function apiModuleMarkdown(module: ApiModuleData, siteUrl: string): Promise<string> {
  const intro = (await firstParagraph(module.comment.markdown, siteUrl)) || module.summary;
  const lines = [`# ${module.name}`, '', ...(intro ? [intro, ''] : []), `Import from \`${module.name}\`.`, ''];
  for (const group of module.groups) {
    if (!group.declarations.length) continue;
    lines.push(`## ${group.title}`, '');
    for (const declaration of group.declarations) lines.push(...(await declarationMarkdown(declaration, siteUrl)));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
