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
