/**
 * Writes the Markdown version of every guide, package and API module page beside its HTML
 * (`/docs/concepts/editor-state.md` for `/docs/concepts/editor-state`), then `/llms.txt` and
 * `/llms-full.txt`. Guides come from their MDX source (converted by ./transform.ts), package
 * pages from the package's README, API modules from the API nodes. A source it cannot convert
 * fails the build, naming the file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { liveExamples } from '../../../shared/live-examples';
import type { SidebarItem } from '../../../shared/sidebar';
import { absoluteUrl } from '../../../shared/seo';
import { rewriteReadmeHref, repositoryDir } from '../../../../plugins/gatsby-source-lexical-api';
import { type MdNode, walk } from '../../mdx/tree';
import { llmsFullTxt, llmsSections, llmsTxt, type MarkdownPage } from '../llms';
import { apiModuleMarkdown, type ApiModuleData } from './api-module';
import { liveExampleMarkdown } from './live-example';
import { markdownToolkit } from './parse';
import { MarkdownExportError, toPlainMarkdown, withTitle } from './transform';

export const MARKDOWN_QUERY = `
  query PublishMarkdown {
    allDoc(filter: { draft: { eq: false } }) {
      nodes { path title description contentFilePath unlisted }
    }
    allPackageDoc(sort: { packageName: ASC }) {
      nodes { packageName path description readme { markdown } apiModules { name path summary } }
    }
    allApiModule(sort: { name: ASC }) {
      nodes {
        name path summary comment { markdown }
        groups {
          title
          declarations { name kind path declarationHtml comment { markdown } deprecated { markdown } signatures { html comment { markdown } } }
        }
      }
    }
    docsVersion(isLast: { eq: true }) { sidebars { name items } }
  }
`;

export interface MarkdownData {
  allDoc: { nodes: { path: string; title: string; description: string; contentFilePath: string; unlisted: boolean }[] };
  allPackageDoc: {
    nodes: {
      packageName: string;
      path: string;
      description: string;
      readme: { markdown: string };
      apiModules: { name: string; path: string; summary: string }[];
    }[];
  };
  allApiModule: { nodes: ApiModuleData[] };
  docsVersion: { sidebars: { name: string; items: SidebarItem[] }[] } | null;
}

export interface SiteFacts {
  title: string;
  tagline: string;
  url: string;
  version: string;
  repository: { url: string; tag: string };
}

export type GraphqlRunner = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;

async function guideMarkdown(doc: MarkdownData['allDoc']['nodes'][number], docsDir: string, site: SiteFacts): Promise<string> {
  const { parseMdx, print } = await markdownToolkit();
  const source = matter(await fs.readFile(doc.contentFilePath, 'utf8')).content;
  const pageUrl = absoluteUrl(site.url, doc.path);
  const tree = toPlainMarkdown(parseMdx(source), {
    file: path.relative(process.cwd(), doc.contentFilePath),
    docsDir,
    siteUrl: site.url,
    route: doc.path,
    liveExample: (name) => {
      const example = (liveExamples as Record<string, { title: string; editor: object } | undefined>)[name];
      return example ? liveExampleMarkdown(example.title, example.editor, pageUrl) : null;
    },
  });
  return print(withTitle(tree, doc.title));
}

/** A README as the package page shows it: own title dropped, raw HTML and remote images out. */
async function packageMarkdown(pkg: MarkdownData['allPackageDoc']['nodes'][number], site: SiteFacts): Promise<string> {
  const { parseMarkdown, print } = await markdownToolkit();
  const tree = parseMarkdown(pkg.readme.markdown);
  const dir = repositoryDir(pkg.packageName);
  let droppedTitle = false;
  const strip = (node: MdNode) => {
    node.children = (node.children ?? []).flatMap((child): MdNode[] => {
      if (child.type === 'html') return [];
      if (child.type === 'heading' && child.depth === 1 && !droppedTitle) {
        droppedTitle = true;
        return [];
      }
      // Images in READMEs are remote badges and logos: their alt text says what they showed.
      if (child.type === 'image') {
        const alt = (child as MdNode & { alt?: string | null }).alt;
        return alt ? [{ type: 'text', value: alt }] : [];
      }
      strip(child);
      return [child];
    });
  };
  strip(tree);
  walk(tree, (node) => {
    if (node.type === 'link' && node.url) node.url = absoluteUrl(site.url, rewriteReadmeHref(node.url, dir, site.repository));
    if (node.type === 'code' && !node.lang) node.lang = 'text';
    if (node.type === 'heading' && (node.depth ?? 2) < 2) node.depth = 2;
  });
  const modules = pkg.apiModules.map((m) => `- [${m.name}](${absoluteUrl(site.url, m.path)}.md): ${m.summary}`);
  const header = [`# ${pkg.packageName}`, '', pkg.description, ''].join('\n');
  const footer = modules.length ? ['', '## API reference', '', ...modules, ''].join('\n') : '';
  return `${header}\n${print(tree).trim()}\n${footer}`;
}

export interface MarkdownReport {
  pages: number;
  bytes: number;
  llmsBytes: number;
  llmsFullBytes: number;
}

export const LLMS_FULL_LIMIT = 1024 * 1024;

/** What the Markdown export needs of Gatsby's data; plain JSON, so a child process can take it. */
export async function queryMarkdownData(graphql: GraphqlRunner): Promise<MarkdownData> {
  const result = await graphql<MarkdownData>(MARKDOWN_QUERY);
  if (result.errors || !result.data)
    throw new MarkdownExportError(`Could not query the pages to write as Markdown: ${JSON.stringify(result.errors)}`);
  return result.data;
}

export async function writeMarkdown(graphql: GraphqlRunner, publicDir: string, site: SiteFacts, docsDir: string): Promise<MarkdownReport> {
  return writeMarkdownPages(await queryMarkdownData(graphql), publicDir, site, docsDir);
}

export async function writeMarkdownPages(data: MarkdownData, publicDir: string, site: SiteFacts, docsDir: string): Promise<MarkdownReport> {
  const { allDoc, allPackageDoc, allApiModule, docsVersion } = data;
  const pages: MarkdownPage[] = [];
  for (const doc of allDoc.nodes) {
    pages.push({
      route: doc.path,
      title: doc.title,
      description: doc.description,
      markdown: await guideMarkdown(doc, docsDir, site),
      kind: 'guide',
    });
  }
  for (const pkg of allPackageDoc.nodes) {
    pages.push({
      route: pkg.path,
      title: pkg.packageName,
      description: pkg.description,
      markdown: await packageMarkdown(pkg, site),
      kind: 'package',
    });
  }
  for (const module of allApiModule.nodes) {
    pages.push({
      route: module.path,
      title: module.name,
      description: module.summary,
      markdown: await apiModuleMarkdown(module, site.url),
      kind: 'api',
    });
  }
  let bytes = 0;
  for (const page of pages) {
    const file = path.join(publicDir, `${page.route}.md`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, page.markdown);
    bytes += Buffer.byteLength(page.markdown);
  }
  // Unlisted pages are built but kept out of every list, as in the sitemap and search.
  const unlisted = new Set(allDoc.nodes.filter((doc) => doc.unlisted).map((doc) => doc.path));
  const listed = pages.filter((page) => !unlisted.has(page.route));
  const docsSidebar = docsVersion?.sidebars.find((s) => s.name === 'docs')?.items ?? [];
  const sections = llmsSections(docsSidebar, listed);
  const llms = llmsTxt(site, sections);
  const full = llmsFullTxt(site, sections);
  const llmsFullBytes = Buffer.byteLength(full);
  if (llmsFullBytes >= LLMS_FULL_LIMIT) {
    throw new MarkdownExportError(
      `llms-full.txt is ${llmsFullBytes} bytes, over its limit of 1 MB: leave the longest guides out of it or raise the limit`,
    );
  }
  await fs.writeFile(path.join(publicDir, 'llms.txt'), llms);
  await fs.writeFile(path.join(publicDir, 'llms-full.txt'), full);
  return { pages: pages.length, bytes, llmsBytes: Buffer.byteLength(llms), llmsFullBytes };
}
