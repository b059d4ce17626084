/**
 * The text the search index holds, taken from a document's syntax tree (mdast): a guide's tree
 * as it is read once (src/node/mdx/read.ts, through the site's remark plugin), a package's
 * README parsed here. A guide's text is cut into its intro and one section per h2/h3 heading,
 * each paired with the page's heading of the same place (the heading ids come from the same
 * walk of the same tree, so the two always agree). Code, ESM, expressions and front matter
 * are left out; JSX keeps the text it holds, an image its alt text, an admonition its title.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Heading } from '../mdx/headings';
import type { MdNode } from '../mdx/tree';

export interface SearchSection {
  /** The h2/h3 heading that opens the section; null for the text before the first one. */
  heading: Heading | null;
  /** Deeper headings inside the section (h4 and below), as text. */
  subheadings: string[];
  /** The section's plain text. */
  text: string;
}

const LEFT_OUT = new Set(['code', 'yaml', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
/** Nodes whose text is set apart from what follows. */
const BLOCKS = new Set([
  'paragraph',
  'heading',
  'list',
  'listItem',
  'blockquote',
  'table',
  'tableRow',
  'tableCell',
  'break',
  'mdxJsxFlowElement',
]);

/** The sections of a tree whose headings, in document order, are `headings` (a heading past their end is text). */
export function searchSections(tree: MdNode, headings: readonly Heading[]): SearchSection[] {
  const sections: (Omit<SearchSection, 'text'> & { parts: string[] })[] = [{ heading: null, subheadings: [], parts: [] }];
  let next = 0;
  const visit = (node: MdNode) => {
    if (LEFT_OUT.has(node.type)) return;
    const current = sections[sections.length - 1];
    const heading = node.type === 'heading' ? headings[next++] : undefined;
    if (heading && (heading.depth === 2 || heading.depth === 3)) {
      sections.push({ heading, subheadings: [], parts: [] });
      return;
    }
    if (heading) current.subheadings.push(heading.value);
    if (node.type === 'text' || node.type === 'inlineCode') current.parts.push(node.value ?? '');
    if (node.type === 'image') current.parts.push((node as { alt?: string }).alt ?? '');
    const title = node.data?.hName === 'admonition' ? node.data.hProperties?.title : undefined;
    if (typeof title === 'string') current.parts.push(title, ' ');
    node.children?.forEach(visit);
    if (BLOCKS.has(node.type)) current.parts.push(' ');
  };
  visit(tree);
  return sections.map(({ parts, ...section }) => ({ ...section, text: parts.join('').replace(/\s+/g, ' ').trim() }));
}

const markdown = unified().use(remarkParse).use(remarkGfm);

/** The plain text of a Markdown document (a package's README). */
export function markdownText(source: string): string {
  return searchSections(markdown.parse(source) as MdNode, [])[0].text;
}
