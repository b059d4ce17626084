/**
 * The site's remark plugin, run by gatsby-plugin-mdx on every MDX file: heading ids,
 * admonitions, old anchors kept at the headings that replace them, code highlighting and
 * doc-to-doc links. What it learns about the document (headings and links)
 * goes into the compile's metadata, where the Doc node reads it (docs/on-create-node.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseFrontmatter } from '../docs/frontmatter';
import { transformAdmonitions, AdmonitionError } from './admonitions';
import { transformCodeBlocks } from './code-blocks';
import { assignHeadingIds } from './headings';
import { rewriteLinks } from './links';
import { OldAnchorsError, placeOldAnchors } from './old-anchors';
import type { MdNode } from './tree';

export interface RemarkDocsOptions {
  /** Absolute path of content/docs. */
  docsDir: string;
}

interface VFileLike {
  path?: string;
  data: { meta?: Record<string, unknown> };
  fail(reason: string): never;
}

export function remarkDocs(options: RemarkDocsOptions) {
  return (tree: MdNode, file: VFileLike): void => {
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
    if (isDoc) {
      // The compile sees the body only; the old anchors live in the file's front matter.
      const rel = path.relative(process.cwd(), from);
      try {
        const { old_anchors } = parseFrontmatter(matter(fs.readFileSync(from, 'utf8')).data, rel);
        placeOldAnchors(tree, headings, old_anchors);
      } catch (error) {
        file.fail(`${error instanceof OldAnchorsError ? `${rel}: ` : ''}${(error as Error).message}`);
      }
    }
    transformCodeBlocks(tree);
    const links = isDoc ? rewriteLinks(tree, from, options.docsDir) : [];
    file.data.meta = { ...file.data.meta, headings, links };
  };
}
