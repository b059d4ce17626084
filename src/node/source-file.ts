/**
 * The nodes the content sources start from: a File node (gatsby-source-filesystem), whose
 * source name says which content folder it belongs to, and a YAML entry
 * (gatsby-transformer-yaml) made from one. A guide's or post's nodes are made from its MDX
 * file's File node itself (readMdxFile), in the same onCreateNode call, which a save's createPages
 * waits for (./files-made.ts).
 */
import matter from 'gray-matter';
import type { Node, NodePluginArgs } from 'gatsby';

export interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
  extension: string;
}

/**
 * A gatsby-source-filesystem source of files the editors save. Each File node's version is its
 * file's time stamp and inode (the plugin's documented `fastHash`), not a hash of its content.
 * An editor's save empties the file and then writes it; a content hash read in between is the
 * empty file's, and the write raises no second event when it comes within 50 ms (chokidar drops
 * it). The File node then keeps the empty file's hash, and the next save read the same way looks
 * unchanged, so Gatsby makes nothing from it and the page keeps the text before it. A time stamp
 * changes with every save, and the content is read later, by the nodes made from the file.
 */
export function filesystemSource(name: string, folder: string, ignore?: Ignore[]) {
  return { resolve: 'gatsby-source-filesystem', options: { name, path: folder, fastHash: true, ...(ignore ? { ignore } : {}) } };
}

type Ignore = string | ((path: string) => boolean);

/** An image file, by its name. */
const IMAGE_FILE = /\.(png|jpe?g|webp|gif|avif|svg)$/i;

/**
 * A content folder of guides or posts with images beside them: the text files versioned by time
 * stamp, as filesystemSource does, and the images, under the same source name, by a hash of
 * their content. gatsby-plugin-sharp names each image's output folder by its File node's
 * version, so a time stamp there would give every checkout other image URLs, and a warm build
 * other ones than a cold build of the same tree.
 */
export function contentSources(name: string, folder: string) {
  const isImage: Ignore = (file) => IMAGE_FILE.test(file);
  // Folders and images are kept: chokidar asks about each folder before it looks inside.
  const isOtherFile: Ignore = (file) => /\.[a-z0-9]+$/i.test(file) && !IMAGE_FILE.test(file);
  return [
    filesystemSource(name, folder, [isImage]),
    { resolve: 'gatsby-source-filesystem', options: { name, path: folder, ignore: [isOtherFile] } },
  ];
}

/** An MDX file as read once: its text, its front matter and its body (the text after the front matter). */
export interface MdxFile {
  file: FileNode;
  text: string;
  frontmatter: Record<string, unknown>;
  body: string;
}

/** The file `node` was made from, when it comes from the filesystem source named `source`. */
export function sourceFileOf(node: Node, getNode: NodePluginArgs['getNode'], source: string): FileNode | null {
  if (!node.parent) return null;
  const file = getNode(node.parent) as FileNode | undefined;
  return file && file.sourceInstanceName === source ? file : null;
}

/**
 * Whether `file` is still the version of its File node that Gatsby holds. In develop two saves
 * of one file are read side by side, and the older read can end last: a read that a newer
 * version (or the file's removal) overtook makes nothing, since the newer one's read makes the
 * nodes.
 */
export function isCurrentVersion(file: Node, getNode: NodePluginArgs['getNode']): boolean {
  return getNode(file.id)?.internal.contentDigest === file.internal.contentDigest;
}

/** Whether `node` is the File node of an MDX file of the filesystem source named `source`. */
export function isMdxFileOf(node: Node, source: string): node is FileNode {
  const file = node as FileNode;
  return node.internal.type === 'File' && file.sourceInstanceName === source && file.extension === 'mdx';
}

/**
 * Reads the MDX file of a File node, and splits its front matter (YAML only, as
 * gatsby-plugin-mdx reads it) from its body. Front matter that is not YAML fails with the
 * file's path.
 */
export async function readMdxFile(
  file: FileNode,
  loadNodeContent: NodePluginArgs['loadNodeContent'],
  sourcePath: string,
): Promise<MdxFile> {
  const text = await loadNodeContent(file);
  try {
    const { data, content } = matter(text, { language: 'yaml', engines: { js: () => ({}), javascript: () => ({}), json: () => ({}) } });
    return { file, text, frontmatter: data, body: content };
  } catch (error) {
    throw new FrontmatterSyntaxError(
      `${sourcePath}: the front matter is not valid YAML (${(error as Error).message}); fix it between the two --- lines.`,
    );
  }
}

/** Front matter that does not parse as YAML. */
export class FrontmatterSyntaxError extends Error {
  name = 'FrontmatterSyntaxError';
}
