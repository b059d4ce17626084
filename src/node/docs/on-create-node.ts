/**
 * Makes a Doc node for every MDX file under content/docs. The front matter is validated
 * here (a bad key fails the build naming the file), and the doc is compiled once through the
 * same MDX pipeline the page uses, to record its headings and links.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { compileMDXWithCustomOptions } from 'gatsby-plugin-mdx';
import { loadSiteConfig } from '../../config';
import { sampleErrorsMessage } from '../code-types/remark';
import type { CodeTip } from '../code-types/tips';
import type { Heading } from '../mdx/headings';
import type { DocLink } from '../mdx/links';
import { diagramErrorsMessage, type DiagramError } from '../mdx/diagrams';
import { oldAnchorsMessage } from '../mdx/old-anchors';
import { mdxSyntaxMessage, type MdxCompileError } from '../mdx/syntax-errors';
import { keepCompile, keptCompile } from '../mdx/compile-cache';
import { mdxPluginOptions } from '../mdx/options';
import { isDevelop } from '../env';
import { sourcingProblem } from '../problems';
import { rereadIfPartial } from '../partial-read';
import { sourceFileOf, type MdxNode } from '../source-file';
import { parseFrontmatter, salvageFrontmatter } from './frontmatter';
import { DOCS_ROOT, docIdFromRelativePath, docPath } from './paths';
import { retypeLater } from './retype-later';
import { DOC_TYPE } from './type-defs';

export async function onCreateDocNode(args: CreateNodeArgs): Promise<void> {
  const { node, getNode, actions, createNodeId, reporter } = args;
  if (node.internal.type !== 'Mdx') return;
  const file = sourceFileOf(node, getNode, 'docs');
  if (!file) return;

  const mdx = node as MdxNode;
  const sourcePath = `${DOCS_ROOT}/${file.relativePath}`;
  let frontmatter;
  const contentErrors: string[] = [];
  /**
   * A mistake in the page: it fails the build; in develop it is reported and the page stays,
   * showing it, until the next save clears it. Returns whether the node is still made.
   */
  const contentError = (message: string): boolean => {
    sourcingProblem(reporter, message);
    if (!isDevelop()) return false;
    contentErrors.push(message);
    return true;
  };
  try {
    frontmatter = parseFrontmatter(mdx.frontmatter, sourcePath);
  } catch (error) {
    if (!contentError((error as Error).message)) return;
    frontmatter = salvageFrontmatter(mdx.frontmatter, docIdFromRelativePath(file.relativePath));
  }
  // The compile sees the body without its front matter: shift its line numbers back to the file's.
  const raw = await fs.readFile(file.absolutePath, 'utf8');
  // A file read while it was being saved is read again (../partial-read.ts); its node is made then.
  if (isDevelop() && rereadIfPartial(file.absolutePath, mdx.body, raw)) return;
  const bodyStart = raw.indexOf(mdx.body);
  const lineOffset = bodyStart > 0 ? raw.slice(0, bodyStart).split('\n').length - 1 : 0;
  // The helper reports a syntax error itself, with the absolute path and the line in the body;
  // catch that report to give the file's own path and line instead.
  let syntaxError: MdxCompileError | null = null;
  const compileReporter = Object.assign(Object.create(reporter) as typeof reporter, {
    panicOnBuild: (report: { context?: { errorMeta?: MdxCompileError } }) => {
      syntaxError = report.context?.errorMeta ?? { message: String(report) };
    },
  });
  const kept = keptCompile(file.absolutePath, raw);
  const compiled = kept
    ? { processedMDX: kept.code, metadata: kept.metadata }
    : await compileMDXWithCustomOptions(
        { source: mdx.body, absolutePath: file.absolutePath },
        // The helper wants Gatsby's internal store and cache; they are part of every API's args.
        { ...(args as object), reporter: compileReporter, pluginOptions: mdxPluginOptions, customOptions: {} } as never,
      );
  if (syntaxError) {
    // In develop the page's own compile fails too and Gatsby's overlay shows it; the terminal
    // gets the file's line, and the doc keeps its node so its sidebar entry and links stay.
    if (!contentError(mdxSyntaxMessage(sourcePath, syntaxError, lineOffset))) return;
  }
  const meta = (compiled?.metadata ?? {}) as {
    headings?: Heading[];
    links?: DocLink[];
    oldAnchorProblems?: string[];
    codeTips?: CodeTip[];
    codeTipUses?: number[];
    sampleErrors?: string[];
    typesPending?: boolean;
    diagramErrors?: DiagramError[];
  };
  if (meta.typesPending) retypeLater(args, onCreateDocNode);
  const clean =
    !syntaxError &&
    !meta.typesPending &&
    !meta.oldAnchorProblems?.length &&
    !meta.sampleErrors?.length &&
    !meta.diagramErrors?.length &&
    contentErrors.length === 0;
  if (!kept && clean && compiled?.processedMDX) {
    keepCompile(file.absolutePath, raw, {
      code: compiled.processedMDX,
      metadata: compiled.metadata as Record<string, unknown>,
    });
  }
  if (meta.oldAnchorProblems?.length) sourcingProblem(reporter, oldAnchorsMessage(sourcePath, meta.oldAnchorProblems));
  if (meta.sampleErrors?.length) contentError(sampleErrorsMessage(meta.sampleErrors));
  if (meta.diagramErrors?.length) {
    // In develop the page stays, the fence shown as code under the message, until a save fixes it.
    const errors = meta.diagramErrors.map((error) => ({ ...error, line: error.line + lineOffset }));
    contentError(diagramErrorsMessage(sourcePath, errors));
  }
  const links = (meta.links ?? []).map((link) => ({ ...link, line: link.line === null ? null : link.line + lineOffset }));
  const docId = docIdFromRelativePath(file.relativePath);
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
    contentFilePath: path.resolve(file.absolutePath),
    editUrl: `${siteConfig.repository.editUrl}${sourcePath}`,
    headings: meta.headings ?? [],
    links,
    codeTips: meta.codeTips ?? [],
    codeTipUses: meta.codeTipUses ?? [],
    contentErrors,
    // A doc compiled again with its samples' types has the same file, not the same node.
    internal: { type: DOC_TYPE, contentDigest: `${node.internal.contentDigest}${meta.typesPending ? ' untyped' : ''}` },
  };
  void actions.createNode(doc);
  actions.createParentChildLink({ parent: node, child: doc as unknown as Node });
}
