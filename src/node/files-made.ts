/**
 * Whether the nodes made from each File node (a guide's Doc, a post's BlogPost) are there yet.
 *
 * In `gatsby develop` a saved file's File node is updated, which deletes the nodes made from it,
 * and the site's onCreateNode makes them again. Gatsby runs the save's createPages once the File
 * node is updated, without waiting for that onCreateNode: a createPages that ran in between
 * would remove the page of a guide whose Doc was not made yet, and a node made while createPages
 * runs does not start another. So createPages first waits until every File node's current
 * version has been through onCreateNode (Gatsby calls it for every new or changed node, and goes
 * on when a plugin's throws). The first createPages of a process waits for nothing: Gatsby's
 * bootstrap has run every onCreateNode by then, and nodes restored from its cache are not
 * passed to onCreateNode again.
 */
import type { Node } from 'gatsby';

/** File node id -> the content digest whose nodes are made. */
const made = new Map<string, string>();
/** `id digest` -> what a waiting createPages is resolved by. */
const waiting = new Map<string, { done: Promise<void>; resolve: () => void }>();
let bootstrapped = false;

const versionOf = (file: Node): string => `${file.id} ${file.internal.contentDigest}`;

/** Called once the site's onCreateNode is done with `node`, whether or not it made anything. */
export function fileNodesMade(node: Node): void {
  if (node.internal.type !== 'File') return;
  made.set(node.id, node.internal.contentDigest);
  const version = versionOf(node);
  waiting.get(version)?.resolve();
  waiting.delete(version);
}

function madeLater(file: Node): Promise<void> {
  const version = versionOf(file);
  let wait = waiting.get(version);
  if (!wait) {
    let resolve = (): void => {};
    const done = new Promise<void>((r) => (resolve = r));
    wait = { done, resolve };
    waiting.set(version, wait);
  }
  return wait.done;
}

/** Resolves once the nodes of every one of `files` (the File nodes there now) are made. */
export async function fileNodesReady(files: Node[]): Promise<void> {
  if (!bootstrapped) {
    bootstrapped = true;
    for (const file of files) made.set(file.id, file.internal.contentDigest);
    return;
  }
  await Promise.all(files.filter((file) => made.get(file.id) !== file.internal.contentDigest).map(madeLater));
}
