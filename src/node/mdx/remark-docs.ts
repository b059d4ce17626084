/**
 * The site's remark plugin, run by gatsby-plugin-mdx on every MDX file: heading ids,
 * admonitions, code highlighting and doc-to-doc links. What it learns about the document (headings and links)
 * goes into the compile's metadata, where the Doc node reads it (docs/on-create-node.ts).
 */
import path from 'node:path';
import { transformAdmonitions, AdmonitionError } from './admonitions';
import { transformCodeBlocks } from './code-blocks';
import { assignHeadingIds } from './headings';
import { rewriteLinks } from './links';
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
    transformCodeBlocks(tree);
    const links = from.startsWith(options.docsDir) ? rewriteLinks(tree, from, options.docsDir) : [];
    file.data.meta = { ...file.data.meta, headings, links };
  };
}
