/**
 * The guides `gatsby develop` served before their samples' types were worked out (develop does
 * not wait for the background process, ./page-types.ts), and the signal that they now have
 * them: one marker file per such guide, written once the background process has ended, in a
 * folder of its own. Both parts that showed the guide without types watch it, each through its
 * tool's public path, with no timer and no file of the author's touched:
 * - webpack: develop's compile of a guide's MDX depends on its marker (./typed-page-loader.cjs),
 *   so writing the marker compiles the body again, with its types;
 * - Gatsby: the folder is a gatsby-source-filesystem source in develop (gatsby-config.ts), so a
 *   marker is a File node, and its onCreateNode makes the guide's Doc node again
 *   (src/node/docs/on-create-node.ts), whose page query then runs again.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder of the markers, under the site's root. Not under node_modules, which
 * gatsby-source-filesystem never watches; Gatsby may empty its .cache after onPreInit, so
 * develop makes the folder at onPreBootstrap, before any source runs.
 */
export const TYPED_PAGES_DIR = path.join('.cache', 'lexical-site', 'typed-pages');
/** The gatsby-source-filesystem source of the markers. */
export const TYPED_PAGES_SOURCE = 'typed-pages';

/** The marker of the page `pageKey` (its MDX file from the site's root): the path with `/` as `__`. */
export function typedPageMarker(root: string, pageKey: string): string {
  return path.join(root, TYPED_PAGES_DIR, `${pageKey.split('/').join('__')}.json`);
}

/** The marker of an MDX file, by its absolute path: what develop's compile of it depends on (./typed-page-loader.cjs). */
export function typedPageMarkerOfFile(absolutePath: string, root = process.cwd()): string {
  return typedPageMarker(root, path.relative(root, absolutePath).split(path.sep).join('/'));
}

/** develop's start: an empty folder, so no marker of an earlier run is taken for this one's. */
export function resetTypedPages(root: string): void {
  const dir = path.join(root, TYPED_PAGES_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
}

/**
 * Where a marker is written before it is moved into the watched folder: beside it, on the same
 * disk, and not watched.
 */
const MARKERS_BEING_WRITTEN = `${TYPED_PAGES_DIR}.writing`;

/**
 * Writes the marker of each page; its content is the page's key. Each is written whole outside
 * the watched folder, then renamed into it: the watcher sees one complete file. A file written in
 * place is empty for a moment, and a watcher that reads it then gets no page, while the write
 * that follows within 50 ms raises no second event (chokidar drops it).
 */
export function markTypedPages(root: string, pageKeys: Iterable<string>): number {
  const pages = [...pageKeys];
  const writing = path.join(root, MARKERS_BEING_WRITTEN);
  fs.mkdirSync(writing, { recursive: true });
  for (const page of pages) {
    const marker = typedPageMarker(root, page);
    const whole = path.join(writing, path.basename(marker));
    fs.writeFileSync(whole, `${JSON.stringify({ page, typedAt: Date.now() })}\n`);
    fs.mkdirSync(path.dirname(marker), { recursive: true });
    fs.renameSync(whole, marker);
  }
  return pages.length;
}

/** The page a marker's content names, or null for a file that is not a marker. */
export function pageOfMarker(content: string): string | null {
  try {
    const { page } = JSON.parse(content) as { page?: unknown };
    return typeof page === 'string' ? page : null;
  } catch {
    return null;
  }
}
