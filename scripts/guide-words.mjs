#!/usr/bin/env node
/**
 * How long the guides are, in words a reader reads: the size of the prose we write and review,
 * as a number to compare before and after a change. Code, diagrams and markup are left out, so
 * a long sample does not count as writing.
 *
 * The rule: words of letters (joined by apostrophes or hyphens: "don't", "read-only") in
 * content/docs/**\/*.mdx, outside code fences, the front matter, import and export lines and
 * JSX tags; a link counts by its text, not its target, and a span of inline code counts as one
 * word.
 *
 * Usage: node scripts/guide-words.mjs [--by-file]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS_DIR = path.join(root, 'content/docs');

/** Every file under dir whose name ends with one of the extensions, sorted. */
export function listFiles(dir, extensions) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/**
 * The prose of an MD or MDX source: front matter, fenced code, import and export lines, JSX and
 * HTML tags and link targets removed. Inline code spans are kept with their backticks.
 */
export function proseOf(source) {
  const lines = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '').split(/\r?\n/);
  const kept = [];
  let fence = null;
  for (const line of lines) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      // A fence closes on a line of the same character, at least as long, and nothing else.
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
    } else if (marker) {
      fence = marker;
    } else if (!/^(import|export)\s/.test(line)) {
      kept.push(line);
    }
  }
  return kept
    .join('\n')
    .replace(/<\/?[A-Za-z][^<>]*>/g, ' ')
    .replace(/\]\([^)\s]*\)/g, ']');
}

/** The number of prose words of an MDX source, by the rule in the header. */
function countWords(source) {
  const text = proseOf(source).replace(/`[^`\n]+`/g, ' code ');
  return text.match(/\p{L}[\p{L}'’-]*/gu)?.length ?? 0;
}

function main() {
  const byFile = process.argv.includes('--by-file');
  let total = 0;
  for (const file of listFiles(DOCS_DIR, ['.mdx'])) {
    const words = countWords(fs.readFileSync(file, 'utf8'));
    total += words;
    if (byFile) console.log(`${String(words).padStart(6)}  ${path.relative(DOCS_DIR, file)}`);
  }
  console.log(`${String(total).padStart(6)}  words of guide prose in content/docs`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
