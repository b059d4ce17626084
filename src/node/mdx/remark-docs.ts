/**
 * The site's remark plugin, run by gatsby-plugin-mdx on every MDX file: heading ids,
 * admonitions, old anchors kept at the headings that replace them, mermaid diagrams drawn as
 * SVG, code highlighting (with the typed samples' links) and doc-to-doc links. What it learns about the document
 * (headings, links, old-anchor problems, samples that do not compile) goes into the compile's metadata, where the Doc node reads it (docs/on-create-node.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseFrontmatter } from '../docs/frontmatter';
import { typeCodeSamples } from '../code-types/remark';
import type { CodeTip } from '../code-types/tips';
import { transformAdmonitions, AdmonitionError } from './admonitions';
import { transformCodeBlocks } from './code-blocks';
import { diagramErrorsMessage, transformDiagrams, type DiagramError } from './diagrams';
import { assignHeadingIds, type Heading } from './headings';
import { rewriteLinks, type DocLink } from './links';
import { placeOldAnchors } from './old-anchors';
import { searchSections, type SearchSection } from '../search/sections';
import type { MdNode } from './tree';

export interface RemarkDocsOptions {
  /** Absolute path of content/docs. */
  docsDir: string;
}

/** What the plugin learns about a doc, as the Doc node reads it. */
export interface DocMeta {
  headings: Heading[];
  searchSections: SearchSection[];
  links: DocLink[];
  oldAnchorProblems: string[];
  codeTips: CodeTip[];
  codeTipUses: number[];
  sampleErrors: string[];
  typesPending: boolean;
  diagramErrors: DiagramError[];
}

interface VFileLike {
  path?: string;
  value?: unknown;
  data: { meta?: Record<string, unknown> };
  fail(reason: string): never;
}

/**
 * The compile sees the body only; the old anchors live in the file's front matter. Front matter
 * that does not parse is the Doc node builder's to report (it names the key), so here it just
 * places nothing.
 */
function placeDocOldAnchors(tree: MdNode, headings: Heading[], file: string): string[] {
  let oldAnchors: Record<string, string>;
  try {
    oldAnchors = parseFrontmatter(matter(fs.readFileSync(file, 'utf8')).data, file).old_anchors;
  } catch {
    return [];
  }
  return placeOldAnchors(tree, headings, oldAnchors);
}

export function remarkDocs(options: RemarkDocsOptions) {
  return async (tree: MdNode, file: VFileLike): Promise<void> => {
    const from = file.path ?? '';
    try {
      transformAdmonitions(tree);
    } catch (error) {
      if (error instanceof AdmonitionError) {
        file.fail(`${path.relative(process.cwd(), from)}: ${error.message}`);
      }
      throw error;
    }
    const headings = assignHeadingIds(tree);
    const isDoc = from.startsWith(options.docsDir);
    // The search text, before the code and diagrams become markup.
    const sections = isDoc ? searchSections(tree, headings) : [];
    const oldAnchorProblems = isDoc ? placeDocOldAnchors(tree, headings, from) : [];
    const types = isDoc ? await typeCodeSamples(tree, { path: from, body: String(file.value ?? '') }, options.docsDir) : null;
    const diagramErrors = transformDiagrams(tree);
    // A doc's diagram errors go to its Doc node, which shifts their lines past the front matter
    // and reports them as the build or develop wants; other MDX (the blog) fails here.
    if (!isDoc && diagramErrors.length > 0) file.fail(diagramErrorsMessage(path.relative(process.cwd(), from), diagramErrors));
    transformCodeBlocks(tree, types?.refs);
    const links = isDoc ? rewriteLinks(tree, from, options.docsDir) : [];
    file.data.meta = {
      ...file.data.meta,
      headings,
      searchSections: sections,
      links,
      oldAnchorProblems,
      codeTips: types?.tips ?? [],
      codeTipUses: types?.uses ?? [],
      sampleErrors: types?.errors ?? [],
      typesPending: types?.pending ?? false,
      diagramErrors,
    } satisfies DocMeta;
  };
}
