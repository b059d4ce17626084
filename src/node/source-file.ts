/**
 * The nodes the content sources start from: an MDX node (gatsby-plugin-mdx) or a YAML entry
 * (gatsby-transformer-yaml) and the File node it was made from (gatsby-source-filesystem),
 * whose source name says which content folder it belongs to.
 */
import type { Node, NodePluginArgs } from 'gatsby';

export interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
}

export interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

/** The file `node` was made from, when it comes from the filesystem source named `source`. */
export function sourceFileOf(node: Node, getNode: NodePluginArgs['getNode'], source: string): FileNode | null {
  if (!node.parent) return null;
  const file = getNode(node.parent) as FileNode | undefined;
  return file && file.sourceInstanceName === source ? file : null;
}
