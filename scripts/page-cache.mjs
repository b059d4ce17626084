/**
 * Reads the files a build or `gatsby develop` loads (node_modules and Node itself) so that they
 * sit in the system's file cache before a timed cold run, as they do right after `npm ci` wrote
 * them: the cold figures of `npm run bench` are defined as "after `npm ci`, no build caches".
 * Without this, a machine that evicts idle files (the 2-core CI machine pages out whatever went
 * unread for about a minute) adds its disk's speed to the figure: a cold build took 146 s
 * starting from an idle machine and 115 s right after node_modules was read, with the same
 * 180 s of CPU, because reading node_modules from that disk takes 80-100 s and from the cache 4 s.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Files read at once: a virtual disk answers many small reads in parallel faster than in turn. */
const CONCURRENCY = 32;

async function* filesUnder(dir) {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    // Symbolic links (node_modules/.bin) point at files read under their own folder.
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Reads every file under `dirs` (and the Node binary); resolves with how much it read and how long it took. */
export async function readIntoPageCache(dirs) {
  const started = Date.now();
  let files = 0;
  let bytes = 0;
  const queue = (async function* all() {
    yield process.execPath;
    for (const dir of dirs) yield* filesUnder(dir);
  })();
  const worker = async () => {
    for (let next = await queue.next(); !next.done; next = await queue.next()) {
      try {
        const data = await fs.readFile(next.value);
        bytes += data.length;
        files += 1;
      } catch {
        // A file removed while the walk ran (a cache being rewritten) has nothing to warm.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { files, megabytes: Math.round(bytes / 1e6), seconds: Math.round((Date.now() - started) / 100) / 10 };
}
