/**
 * Search records of the guide docs: one for the page and one per h2/h3 section, from the
 * sections the Doc node carries (../sections.ts); the anchors are the ids the page renders.
 * Unlisted and draft docs get no records. Breadcrumbs follow the doc's sidebar: "Docs", its
 * categories, and for a section the page.
 */
import type { Node } from 'gatsby';
import { docNavigationOf } from '../../sidebars/resolvers';
import { DOC_TYPE } from '../../docs/type-defs';
import type { Heading } from '../../mdx/headings';
import type { SearchSection } from '../sections';
import type { NodeModel, SearchRecordInput, SearchRecordSource } from './types';

export interface DocNodeLike extends Node {
  docId: string;
  path: string;
  title: string;
  description: string;
  keywords: string[];
  unlisted: boolean;
  draft: boolean;
  version: string;
  sourcePath: string;
  /** The intro and the h2/h3 sections of the body, as text. */
  searchSections: SearchSection[];
  headings: Heading[];
}

const DOCS_ROOT_CRUMB = 'Docs';

/** The records of one doc. */
export function docRecords(doc: DocNodeLike, versionPath: string): SearchRecordInput[] {
  if (doc.unlisted || doc.draft) return [];
  const [intro = { text: '' }, ...rest] = doc.searchSections;
  const base = { context: 'docs' as const, version: versionPath, name: null, url: doc.path, breadcrumbs: [DOCS_ROOT_CRUMB] };
  const page: SearchRecordInput = {
    ...base,
    kind: 'page',
    title: doc.title,
    headings: doc.headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => h.value),
    description: doc.description,
    keywords: doc.keywords,
    hash: null,
    text: intro.text,
    position: 0,
  };
  const sectionRecords = rest.map((section, i): SearchRecordInput => ({
    ...base,
    kind: 'section',
    title: section.heading?.value ?? doc.title,
    headings: [doc.title, ...section.subheadings],
    description: '',
    keywords: [],
    hash: section.heading?.id ?? null,
    text: section.text,
    position: i + 1,
  }));
  return [page, ...sectionRecords];
}

export const docsRecordSource: SearchRecordSource<DocNodeLike> = {
  name: 'docs',
  nodeType: DOC_TYPE,
  derive: (doc, helpers) => docRecords(doc, helpers.versionPath(doc.version)),
  async breadcrumbs(record, doc, nodeModel: NodeModel) {
    const navigation = await docNavigationOf(doc, nodeModel);
    const crumbs = [DOCS_ROOT_CRUMB, ...navigation.breadcrumbs.map((crumb) => crumb.label)];
    return record.kind === 'section' ? [...crumbs, doc.title] : crumbs;
  },
};
