#!/usr/bin/env node
/**
 * Our guides are written in our own words. This lists every run of 12 or more consecutive
 * words that the prose of content/docs shares with the .md and .mdx files of another docs
 * folder (Lexical's own, say), so copied or closely paraphrased sentences are found before
 * they ship. Case and punctuation are ignored; code fences, front matter and markup are not
 * compared (scripts/guide-words.mjs defines the prose). Exit code 1 when a run is found.
 *
 * Usage: node scripts/shared-runs.mjs <path-to-other-docs-folder>
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS_DIR, listFiles, proseOf } from './guide-words.mjs';

const RUN = 12;

/** The prose of a file as lower-case words of letters and digits. */
function wordsOf(file) {
  return (
    proseOf(fs.readFileSync(file, 'utf8'))
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

function main() {
  const otherDir = process.argv[2];
  if (!otherDir || !fs.existsSync(otherDir)) {
    console.error('Usage: node scripts/shared-runs.mjs <path-to-other-docs-folder>');
    process.exit(2);
  }
  // Every run of the other folder, with the first file it appears in.
  const theirs = new Map();
  const otherFiles = listFiles(otherDir, ['.md', '.mdx']);
  for (const file of otherFiles) {
    const words = wordsOf(file);
    for (let i = 0; i + RUN <= words.length; i++) {
      const run = words.slice(i, i + RUN).join(' ');
      if (!theirs.has(run)) theirs.set(run, path.relative(otherDir, file));
    }
  }
  let found = 0;
  for (const file of listFiles(DOCS_DIR, ['.mdx'])) {
    const words = wordsOf(file);
    // Overlapping hits are merged into one longer run before printing.
    let start = -1;
    let end = -1;
    let source = '';
    const report = () => {
      if (start < 0) return;
      found++;
      console.log(`${path.relative(DOCS_DIR, file)} ~ ${source}: "${words.slice(start, end).join(' ')}"`);
      start = -1;
    };
    for (let i = 0; i + RUN <= words.length; i++) {
      const hit = theirs.get(words.slice(i, i + RUN).join(' '));
      if (hit === undefined) continue;
      if (start >= 0 && i > end) report();
      if (start < 0) [start, source] = [i, hit];
      end = i + RUN;
    }
    report();
  }
  console.log(`shared-runs: ${found} run(s) of ${RUN}+ words shared with ${otherFiles.length} files of ${otherDir}`);
  process.exit(found > 0 ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
