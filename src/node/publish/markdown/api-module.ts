/**
 * An API module page as compact Markdown: for each export, its declaration or signatures as a
 * TypeScript block and the first paragraph of its doc comment, grouped as on the page. The
 * nodes hold HTML made for the page (links on type names), so it is turned back into text:
 * tags dropped from code, `<code>` and `<a>` in prose kept as Markdown.
 */
import { absoluteUrl } from '../../../shared/seo';
import { decodeEntities } from '../html';

export interface ApiSignatureData {
  html: string;
  commentHtml: string;
}

export interface ApiDeclarationData {
  name: string;
  kind: string;
  path: string;
  declarationHtml: string | null;
  signatures: readonly ApiSignatureData[];
  commentHtml: string;
  deprecatedHtml: string | null;
}

export interface ApiModuleData {
  name: string;
  path: string;
  summary: string;
  commentHtml: string;
  groups: readonly { title: string; declarations: readonly ApiDeclarationData[] }[];
}

/** Code rendered as HTML (a signature) -> the code. */
export function htmlToCode(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, ''));
}

function inlineCode(code: string): string {
  const fence = code.includes('`') ? '``' : '`';
  return `${fence}${fence.length > 1 ? ' ' : ''}${code}${fence.length > 1 ? ' ' : ''}${fence}`;
}

/** The first paragraph of rendered prose -> one line of Markdown. */
export function firstParagraph(html: string, siteUrl: string): string {
  const match = /<p>([\s\S]*?)<\/p>/.exec(html);
  if (!match) return '';
  return decodeEntities(
    match[1]
      // Code is decoded here and escaped again, so the decoding of the whole line below
      // leaves it as written (`&lt;` in code stays `&lt;`).
      .replace(/<code>([\s\S]*?)<\/code>/g, (_, code: string) => inlineCode(htmlToCode(code)).replace(/&/g, '&amp;'))
      .replace(
        /<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g,
        (_, href: string, label: string) => `[${label}](${absoluteUrl(siteUrl, decodeEntities(href))})`,
      )
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

function declarationMarkdown(declaration: ApiDeclarationData, siteUrl: string): string[] {
  const code = declaration.signatures.length
    ? declaration.signatures.map((s) => `${declaration.kind === 'function' ? 'function ' : ''}${htmlToCode(s.html)};`).join('\n')
    : htmlToCode(declaration.declarationHtml ?? declaration.name);
  const summary = firstParagraph(declaration.commentHtml, siteUrl) || firstParagraph(declaration.signatures[0]?.commentHtml ?? '', siteUrl);
  const deprecated = declaration.deprecatedHtml === null ? null : firstParagraph(declaration.deprecatedHtml, siteUrl) || 'no reason given';
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

export function apiModuleMarkdown(module: ApiModuleData, siteUrl: string): string {
  const intro = firstParagraph(module.commentHtml, siteUrl) || module.summary;
  const lines = [`# ${module.name}`, '', ...(intro ? [intro, ''] : []), `Import from \`${module.name}\`.`, ''];
  for (const group of module.groups) {
    if (!group.declarations.length) continue;
    lines.push(`## ${group.title}`, '');
    for (const declaration of group.declarations) lines.push(...declarationMarkdown(declaration, siteUrl));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
