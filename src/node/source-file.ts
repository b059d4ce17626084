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

/**
 * The front matter of the MDX file a content node (a Doc, a BlogPost) was made from, as
 * gatsby-plugin-mdx parsed it into the file's Mdx node. The page of an MDX file carries it in
 * its context: gatsby-plugin-mdx's onCreatePage adds it to any such page that lacks it, by
 * searching every File node for the page's file and making the page a second time (Gatsby
 * patches, README "Choices": a page that has it is left alone).
 */
export function mdxFrontmatterOf(id: string, getNode: NodePluginArgs['getNode']): Record<string, unknown> {
  const parent = getNode(id)?.parent;
  const mdx = parent ? (getNode(parent) as MdxNode | undefined) : undefined;
  if (!mdx || mdx.internal.type !== 'Mdx' || !mdx.frontmatter) {
    throw new Error(`The node ${id} was not made from an MDX file with front matter: its page cannot carry the file's front matter.`);
  }
  return mdx.frontmatter;
}
