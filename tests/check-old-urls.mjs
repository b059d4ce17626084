#!/usr/bin/env node
/**
 * Links from the wild keep working: every URL of the old lexical.dev 0.35 site
 * (tests/data/lexical-dev-0.35-urls.txt) must resolve in the built site, anchor included. A URL
 * resolves when its page's HTML exists in public/ and, for `#anchor`, that HTML has an element
 * with that id, so the browser lands on it from the server-rendered page, JavaScript or not.
 * Every failure is printed, naming the URL, then a count; the exit code is 1 if any failed.
 *
 * Usage: node tests/check-old-urls.mjs [publicDir] [--urls <file>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The URLs of a list file: one a line, `#` comment lines and blank lines skipped. */
function readUrlList(file) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The problems of each URL that does not resolve in the built site at publicDir. */
function findUnresolved(urls, publicDir) {
  const ids = new Map();
  const idsOf = (file) => {
    if (!ids.has(file)) {
      const html = fs.readFileSync(file, 'utf8');
      ids.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
    }
    return ids.get(file);
  };
  const problems = [];
  for (const url of urls) {
    const [route, hash] = url.split('#', 2);
    const clean = decodeURIComponent(route.replace(/\/$/, ''));
    const file = [path.join(publicDir, clean, 'index.html'), path.join(publicDir, `${clean}.html`)].find(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
    );
    if (!file) {
      problems.push(`${url}: no built page at ${route}`);
    } else if (hash && !idsOf(file).has(decodeURIComponent(hash))) {
      problems.push(
        `${url}: ${route} has no element with id "${hash}"; map the old anchor to a heading in that page's old_anchors front matter`,
      );
    }
  }
  return problems;
}

function main() {
  const args = process.argv.slice(2);
  const urlsAt = args.indexOf('--urls');
  const urlsFile = urlsAt >= 0 ? args.splice(urlsAt, 2)[1] : path.join(here, 'data', 'lexical-dev-0.35-urls.txt');
  const publicDir = path.resolve(args[0] ?? 'public');
  if (!fs.existsSync(publicDir)) {
    console.error(`No built site at ${publicDir}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const urls = readUrlList(urlsFile);
  if (urls.length === 0) {
    // Checking nothing would pass: an emptied or misnamed list is a mistake, not a success.
    console.error(`No URL to check in ${urlsFile}: it lists none (one a line, # for comments).`);
    process.exit(1);
  }
  const problems = findUnresolved(urls, publicDir);
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.log(`check-old-urls: ${urls.length - problems.length} of ${urls.length} old URLs resolve, ${problems.length} do not`);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
