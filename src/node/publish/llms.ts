/**
 * `/llms.txt` and `/llms-full.txt`, following the llms.txt convention: the site's name as `#`,
 * a one-line summary as a blockquote, then `##` sections of links to the Markdown version of
 * each page with a one-line description. The sections follow the docs sidebar, so a coding
 * assistant reads the guide in the order a person would; pages outside it come last.
 */
import type { SidebarItem } from '../../shared/sidebar';

export interface MarkdownPage {
  /** The HTML page's route, e.g. /docs/concepts/editor-state. */
  route: string;
  title: string;
  description: string;
  /** The Markdown text of the page. */
  markdown: string;
  /** Guides go into llms-full.txt; package and API module pages are linked only. */
  kind: 'guide' | 'package' | 'api';
}

export interface LlmsSection {
  title: string;
  pages: MarkdownPage[];
}

/** Sidebar categories that make a section of their own; the others are the guides. */
const OWN_SECTIONS = new Set(['React', 'Collaboration', 'Packages']);

function sidebarRoutes(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.href];
    if (item.type === 'category') return [...(item.href ? [item.href] : []), ...sidebarRoutes(item.items)];
    return [];
  });
}

/** The sections of llms.txt: guides, React, Collaboration, Packages, API modules, Optional. */
export function llmsSections(docsSidebar: readonly SidebarItem[], pages: readonly MarkdownPage[]): LlmsSection[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const placed = new Set<string>();
  const take = (routes: string[]) =>
    routes.flatMap((route) => {
      const page = byRoute.get(route);
      if (!page || placed.has(route)) return [];
      placed.add(route);
      return [page];
    });
  const guides: MarkdownPage[] = [];
  const own: LlmsSection[] = [];
  for (const item of docsSidebar) {
    if (item.type === 'category' && OWN_SECTIONS.has(item.label)) own.push({ title: item.label, pages: take(sidebarRoutes([item])) });
    else guides.push(...take(sidebarRoutes([item])));
  }
  const api = pages.filter((page) => page.kind === 'api').sort((a, b) => a.title.localeCompare(b.title));
  const apiSection = { title: 'API modules', pages: take(api.map((page) => page.route)) };
  const rest = take(pages.map((page) => page.route).sort());
  return [{ title: 'Guides', pages: guides }, ...own, apiSection, { title: 'Optional', pages: rest }].filter((s) => s.pages.length > 0);
}

export function markdownUrl(siteUrl: string, route: string): string {
  return `${siteUrl.replace(/\/$/, '')}${route}.md`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function llmsTxt(site: { title: string; tagline: string; url: string; version: string }, sections: readonly LlmsSection[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}. The documentation of Lexical ${site.version}: guides, React bindings, collaboration, every package and the API reference.`,
    '',
    `Every page listed here is Markdown; the same address without \`.md\` is the page for people. All guides in one file: ${site.url.replace(/\/$/, '')}/llms-full.txt`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${oneLine(page.title)}](${markdownUrl(site.url, page.route)})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Every guide page in sidebar order (then the guides outside the sidebar), one after another. */
export function llmsFullTxt(site: { title: string; url: string; version: string }, sections: readonly LlmsSection[]): string {
  const guides = sections.flatMap((section) => section.pages).filter((page) => page.kind === 'guide');
  // Each page keeps its `#` title; the line under it says where the page lives.
  const parts = guides.map((page) => {
    const [title, ...body] = page.markdown.trim().split('\n');
    return [title, '', `Source: ${markdownUrl(site.url, page.route)}`, ...body, ''].join('\n');
  });
  return `# ${site.title} ${site.version}: the guides\n\n${parts.join('\n---\n\n')}`;
}
