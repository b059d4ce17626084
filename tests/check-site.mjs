#!/usr/bin/env node
/**
 * Checks the built site in public/: every spec route is there, and every internal link and
 * #anchor of every page resolves. Links are read from the HTML the server sends, so the check
 * sees what readers and crawlers see. Prints one line per problem and a closing count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allSpecRoutes } from './spec-routes.mjs';

const publicDir = path.resolve(process.argv[2] ?? 'public');

function fileOfRoute(route) {
  const clean = decodeURIComponent(route.replace(/\/$/, ''));
  const candidates = [path.join(publicDir, clean, 'index.html'), path.join(publicDir, clean)];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'static' || entry.name === 'page-data' ? [] : htmlFiles(full);
    if (entry.name === 'index.html') return [full];
    // `x.html` beside `x/index.html` is a copy made for spec §2 path handling: crawled once.
    const alias = entry.name.endsWith('.html') && fs.existsSync(path.join(dir, entry.name.slice(0, -5), 'index.html'));
    return entry.name.endsWith('.html') && entry.name !== '404.html' && !alias ? [full] : [];
  });
}

const idsCache = new Map();
function idsOf(file) {
  if (!idsCache.has(file)) {
    const html = fs.readFileSync(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsCache.get(file);
}

function routeOfFile(file) {
  const rel = '/' + path.relative(publicDir, file).replace(/\\/g, '/');
  return rel.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

const problems = [];
let checked = 0;

if (!fs.existsSync(publicDir)) {
  console.error(`No built site at ${publicDir}: run \`npm run build\` first.`);
  process.exit(2);
}

for (const route of [...allSpecRoutes, '/docs/intro.html', '/docs/intro/index.html']) {
  checked += 1;
  if (!fileOfRoute(route)) problems.push(`missing spec route ${route}`);
}

for (const file of htmlFiles(publicDir)) {
  const html = fs.readFileSync(file, 'utf8');
  const from = routeOfFile(file);
  for (const [, rawHref] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = rawHref.replace(/&amp;/g, '&');
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
    checked += 1;
    const [beforeHash, hash] = href.split('#', 2);
    const route = beforeHash.split('?')[0];
    const target = route === '' ? file : fileOfRoute(route.startsWith('/') ? route : path.posix.join(from, route));
    if (!target) {
      problems.push(`${from}: broken link to ${href}`);
      continue;
    }
    if (hash && !idsOf(target).has(decodeURIComponent(hash))) {
      problems.push(`${from}: link to ${href}: no element with id "${hash}" on ${routeOfFile(target)}`);
    }
  }
}

const SHOWN = 60;
for (const problem of problems.slice(0, SHOWN)) console.error(`✗ ${problem}`);
if (problems.length > SHOWN) console.error(`… and ${problems.length - SHOWN} more`);
const failed = problems.length;
console.log(`check-site: ${checked - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
