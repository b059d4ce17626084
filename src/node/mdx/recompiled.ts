/**
 * `gatsby develop`: stamps that the MDX modules depend on (./recompiled-loader.cjs adds them),
 * so webpack compiles a body again when its MDX node changed without a save it saw last.
 * gatsby-plugin-mdx's loader compiles a body from its Mdx node, and webpack's rebuild for a
 * saved file can run before develop has made the file's new nodes; so each doc or post, once its
 * node is made, rewrites its own stamp (markNodeMade), and the module is built again from the new
 * node. A doc typed once the typed samples were ready (../docs/retype-later.ts) rewrites the
 * stamp every body shares (markRecompiled).
 */
import fs from 'node:fs';
import path from 'node:path';

const STAMPS = path.join('.cache', 'lexical-site', 'recompiled');

/** The stamp every MDX module depends on. */
export function recompiledStamp(root = process.cwd()): string {
  return path.join(root, STAMPS, 'all');
}

/** The stamp of one MDX file (the loader names it the same way). */
export function fileStamp(file: string, root = process.cwd()): string {
  return path.join(root, STAMPS, encodeURIComponent(path.relative(root, file)));
}

function write(stamp: string): void {
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, String(Date.now()));
}

/** Says that docs were compiled again (recompiledStamp); creates the file the first time. */
export function markRecompiled(root = process.cwd()): void {
  write(recompiledStamp(root));
}

/** Says that the nodes of this MDX file were made again. */
export function markNodeMade(file: string, root = process.cwd()): void {
  write(fileStamp(file, root));
}
