/**
 * Makes a Doc node for every MDX file under content/docs, from its File node. The front matter
 * is validated here (a bad key fails the build naming the file), and the file is read through
 * the site's remark plugins, the ones its page is compiled with, to record its headings, links
 * and samples' types (../mdx/read.ts; nothing is compiled here).
 */
import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { loadSiteConfig } from '../../config';
import { sampleErrorsMessage } from '../code-types/remark';
import { diagramErrorsMessage } from '../mdx/diagrams';
import { oldAnchorsMessage } from '../mdx/old-anchors';
import { readMdx } from '../mdx/read';
import type { DocMeta } from '../mdx/remark-docs';
import { mdxSyntaxMessage } from '../mdx/syntax-errors';
import { FrontmatterSyntaxError, isCurrentVersion, isMdxFileOf, readMdxFile, type MdxFile } from '../source-file';
import { parseFrontmatter, salvageFrontmatter } from './frontmatter';
import { DOCS_ROOT, docIdFromRelativePath, docPath } from './paths';
import { pageOfMarker, TYPED_PAGES_SOURCE } from '../code-types/typed-pages';
import { DOC_TYPE } from './type-defs';
import { contentProblem } from '../mode';

/** A typed-page marker's File node: the doc it names is read again, now with its samples' types. */
async function readTypedDocAgain(args: CreateNodeArgs): Promise<void> {
  const page = pageOfMarker(await args.loadNodeContent(args.node));
  if (!page) return;
  const absolutePath = path.resolve(page);
  const file = args.getNodesByType('File').find((node) => isMdxFileOf(node, 'docs') && node.absolutePath === absolutePath);
  // A doc removed since, or not sourced yet (it is then read with its types).
  if (file) await onCreateDocNode({ ...args, node: file });
}

export async function onCreateDocNode(args: CreateNodeArgs): Promise<void> {
  const { node, actions, createNodeId, reporter, loadNodeContent } = args;
  if (node.internal.type === 'File' && (node as { sourceInstanceName?: string }).sourceInstanceName === TYPED_PAGES_SOURCE) {
    await readTypedDocAgain(args);
    return;
  }
  if (!isMdxFileOf(node, 'docs')) return;
  const sourcePath = `${DOCS_ROOT}/${node.relativePath}`;
  let mdx: MdxFile;
  try {
    mdx = await readMdxFile(node, loadNodeContent, sourcePath);
  } catch (error) {
    if (!(error instanceof FrontmatterSyntaxError)) throw error;
    contentProblem(reporter, error.message);
    return;
  }
  let frontmatter;
  const contentErrors: string[] = [];
  /** A mistake in the page (../mode.ts); where the page stays, it shows it. Returns whether the node is still made. */
  const contentError = (message: string): boolean => {
    const shown = contentProblem(reporter, message);
    if (shown) contentErrors.push(message);
    return shown;
  };
  try {
    frontmatter = parseFrontmatter(mdx.frontmatter, sourcePath);
  } catch (error) {
    if (!contentError((error as Error).message)) return;
    frontmatter = salvageFrontmatter(mdx.frontmatter, docIdFromRelativePath(node.relativePath));
  }
  const read = await readMdx(node.absolutePath, mdx.text);
  if (!isCurrentVersion(node, args.getNode)) return;
  if (read.syntaxError) {
    // In develop the page's own compile fails too and Gatsby's overlay shows it; the terminal
    // gets the file's line, and the doc keeps its node so its sidebar entry and links stay.
    if (!contentError(mdxSyntaxMessage(sourcePath, read.syntaxError))) return;
  }
  const meta = (read.meta ?? {}) as Partial<DocMeta>;
  if (meta.oldAnchorProblems?.length) contentProblem(reporter, oldAnchorsMessage(sourcePath, meta.oldAnchorProblems));
  if (meta.sampleErrors?.length) contentError(sampleErrorsMessage(meta.sampleErrors));
  if (meta.diagramErrors?.length) contentError(diagramErrorsMessage(sourcePath, meta.diagramErrors));
  const docId = docIdFromRelativePath(node.relativePath);
  const siteConfig = loadSiteConfig();
  const version = siteConfig.docs.currentVersion;

  const doc = {
    id: createNodeId(`${DOC_TYPE} ${version} ${docId}`),
    parent: node.id,
    docId,
    path: docPath(docId, frontmatter.slug),
    title: frontmatter.title,
    description: frontmatter.description,
    keywords: frontmatter.keywords,
    sidebarLabel: frontmatter.sidebar_label ?? null,
    sidebarPosition: frontmatter.sidebar_position ?? null,
    unlisted: frontmatter.unlisted,
    draft: frontmatter.draft,
    hideTableOfContents: frontmatter.hide_table_of_contents,
    version,
    sourcePath,
    contentFilePath: path.resolve(node.absolutePath),
    editUrl: `${siteConfig.repository.editUrl}${sourcePath}`,
    searchSections: meta.searchSections ?? [],
    headings: meta.headings ?? [],
    links: meta.links ?? [],
    codeTips: meta.codeTips ?? [],
    codeTipUses: meta.codeTipUses ?? [],
    contentErrors,
    // A doc read again with its samples' types has the same file, not the same node.
    internal: { type: DOC_TYPE, contentDigest: `${node.internal.contentDigest}${meta.typesPending ? ' untyped' : ''}` },
  };
  void actions.createNode(doc);
  actions.createParentChildLink({ parent: node, child: doc as unknown as Node });
}
