/**
 * `gatsby develop`: the nodes the site makes from a saved MDX file are there before the queries
 * run. A save makes a new File node, and develop runs the queries once that node's onCreateNode
 * calls are done. gatsby-plugin-mdx makes the Mdx node in its call without waiting for the
 * onCreateNode calls of that node, where the site compiles the file and makes its Doc or
 * BlogPost node; so the queries could read the previous node, and the open page kept the old
 * text until the next save (2 saves in 50 of scripts/bench-develop-saves.mjs). The site's
 * onCreateNode of an MDX File node therefore waits until the site has handled the Mdx node made
 * from that version of the file, at most WAIT_LIMIT_MS.
 */
import type { Node } from 'gatsby';

const WAIT_LIMIT_MS = 30_000;

interface Waiting {
  done: Promise<void>;
  resolve: () => void;
}

const versions = new Map<string, Waiting>();

/** One version of one file: its File node's id and content digest. */
const versionOf = (file: Node) => `${file.id} ${file.internal.contentDigest}`;

function waitingFor(key: string): Waiting {
  let waiting = versions.get(key);
  if (!waiting) {
    let resolve = () => undefined as void;
    const done = new Promise<void>((r) => (resolve = r));
    waiting = { done, resolve };
    versions.set(key, waiting);
  }
  return waiting;
}

/** Whether gatsby-plugin-mdx makes an Mdx node of this node (a File of an `.mdx` file). */
export function isMdxFile(node: Node): boolean {
  return node.internal.type === 'File' && (node as Node & { extension?: string }).extension === 'mdx';
}

/** Resolves once the site has handled the Mdx node of this version of the file (or after WAIT_LIMIT_MS). */
export async function mdxNodeHandled(file: Node): Promise<void> {
  const key = versionOf(file);
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_LIMIT_MS)));
  await Promise.race([waitingFor(key).done, limit]);
  clearTimeout(timer);
  versions.delete(key);
}

/** The site has handled the Mdx node made from `file` (its parent). */
export function markMdxNodeHandled(file: Node | undefined): void {
  if (file) waitingFor(versionOf(file)).resolve();
}
