/**
 * `gatsby develop` and a file saved in place. An editor (or a script) that saves by truncating
 * the file and writing it anew can have Gatsby read it in between: the Mdx node then holds the
 * front matter and only the start of the body. When the write ends within the same millisecond,
 * the file watcher (chokidar) sees no new time stamp, reports nothing more, and the open page
 * keeps the half-read file until the next save; about one save in fifty was lost this way
 * (scripts/bench-develop-saves.mjs). So each MDX node's body is checked against the file as it
 * is by then; when the file holds more, its time stamp moves on, the watcher reports it again,
 * and Gatsby reads the whole file.
 */
import fs from 'node:fs';
import matter from 'gray-matter';

/** Whether `body` (what gatsby-plugin-mdx read, after the front matter) is the body of the file's text as it is now. */
export function readWhole(body: string, text: string): boolean {
  return matter(text, { language: 'yaml' }).content === body;
}

/** In develop: when `body` was read from a file still being written, has the watcher report the file again. Returns whether it did. */
export function rereadIfPartial(absolutePath: string, body: string, text: string): boolean {
  if (readWhole(body, text)) return false;
  const later = new Date(Math.max(Date.now(), fs.statSync(absolutePath).mtimeMs + 1));
  fs.utimesSync(absolutePath, later, later);
  return true;
}

/** How long after a file's node is made it is compared with the file once more. */
const CHECK_AFTER_MS = 1000;
/** At most this many extra reports of one file's text, so a file the site cannot read the same way twice never loops. */
const MAX_REREADS = 3;
const rereads = new Map<string, { text: string; count: number }>();

/**
 * In develop, a second look once the file's node is made: when the file has changed since
 * without the watcher's report being handled (a save that landed while Gatsby was reading the
 * previous one), its time stamp moves on so the watcher reports it again.
 */
export function checkAgainLater(absolutePath: string, currentBody: () => string | undefined): void {
  setTimeout(() => {
    let text: string;
    try {
      text = fs.readFileSync(absolutePath, 'utf8');
    } catch {
      return; // Removed meanwhile: the watcher reports that itself.
    }
    const body = currentBody();
    if (body === undefined || readWhole(body, text)) return;
    const seen = rereads.get(absolutePath);
    const count = seen?.text === text ? seen.count + 1 : 1;
    if (count > MAX_REREADS) return;
    rereads.set(absolutePath, { text, count });
    rereadIfPartial(absolutePath, body, text);
  }, CHECK_AFTER_MS).unref();
}
