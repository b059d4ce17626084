#!/usr/bin/env node
/**
 * Checks the built site in public/: every spec route is there; every year of the blog archive
 * has its year page, linked from the archive's heading and listing the same posts, and no
 * other year has one; every internal link and #anchor of every page resolves; every code
 * sample is highlighted (none left as the API plugin's plain `<pre><code>`), and every linked
 * identifier of a typed sample names a quick-info tooltip of its page; no page shows escaped
 * markup as text (`&lt;a href="…` outside code blocks), and no page marks more than one breadcrumb
 * as the current page; every image a page names (each `srcset` candidate too) is a file of the
 * build; no guide's or post's page data carries a `frontmatter` in its context (a page carries
 * what it reads, src/node/docs/create-doc-pages.ts; gatsby-plugin-mdx adds one to an MDX page of
 * src/pages, which reads it). Every link's address is asked of `npm run serve` (Netlify's emulator
 * applying the deploy's redirects, started here on a free port): it must answer 200, not a
 * redirect or the 404 page, so the check sees what readers and crawlers get from the host. Prints
 * one line per problem and a closing count.
 */
import { spawn } from 'node:child_process';
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
    // `x.html` beside `x/index.html` is a copy made so `.html` paths work: crawled once.
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

/**
 * Markup the site's own generators emit (a link, a highlighted token), escaped into text: prose
 * may name a tag (`<code>`), never show a whole element with its attributes.
 */
const ESCAPED_MARKUP = /&lt;(?:a href|span class)=(?:&quot;|")/;

/** The first piece of escaped markup a reader would see as text: code blocks and scripts aside. */
function escapedMarkup(html) {
  const visible = html.replace(/<(pre|script|style|template)\b[\s\S]*?<\/\1>/g, '');
  const match = ESCAPED_MARKUP.exec(visible);
  return match && visible.slice(match.index, match.index + 90).replace(/\s+/g, ' ');
}

/** How many entries of the breadcrumbs claim to be the current page. */
function currentBreadcrumbs(html) {
  const nav = html.match(/<nav[^>]*aria-label="Breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
  return nav ? (nav.match(/aria-current="page"/g) ?? []).length : 0;
}

if (!fs.existsSync(publicDir)) {
  console.error(`No built site at ${publicDir}: run \`npm run build\` first.`);
  process.exit(2);
}

for (const route of [...allSpecRoutes, '/docs/intro.html', '/docs/intro/index.html']) {
  checked += 1;
  if (!fileOfRoute(route)) problems.push(`missing spec route ${route}`);
}

/** The first link of each post card on a year page and the pages after it. */
function postsOfYearPages(year) {
  const found = [];
  for (let page = 1; ; page += 1) {
    const file = fileOfRoute(page === 1 ? `/blog/${year}` : `/blog/${year}/page/${page}`);
    if (!file) return { pages: page - 1, posts: found };
    const html = fs.readFileSync(file, 'utf8');
    for (const [, article] of html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)) found.push(article.match(/href="([^"]+)"/)?.[1]);
  }
}

const archiveFile = fileOfRoute('/blog/archive');
if (archiveFile) {
  const archive = fs.readFileSync(archiveFile, 'utf8');
  const sections = [...archive.matchAll(/<section[^>]*aria-labelledby="archive-(\d{4})"[^>]*>([\s\S]*?)<\/section>/g)];
  checked += 1;
  if (sections.length === 0) problems.push('/blog/archive: no year sections found (expected <section aria-labelledby="archive-YYYY">)');
  const archiveYears = new Set(sections.map(([, year]) => year));
  for (const [, year, body] of sections) {
    checked += 3;
    const yearHref = `/blog/${year}`;
    const headingLinks = [...body.matchAll(/<h2[^>]*>[\s\S]*?<\/h2>/g)].map(([h2]) => h2.match(/href="([^"]+)"/)?.[1]);
    if (headingLinks[0] !== yearHref) problems.push(`/blog/archive: the ${year} heading does not link to ${yearHref}`);
    const { pages, posts } = postsOfYearPages(year);
    if (pages === 0) {
      problems.push(`/blog/archive lists ${year}, but ${yearHref} was not built`);
      continue;
    }
    const inArchive = [...body.matchAll(/<li[^>]*>[\s\S]*?href="([^"]+)"/g)].map((m) => m[1]);
    if (JSON.stringify(inArchive) !== JSON.stringify(posts)) {
      problems.push(
        `${yearHref}: lists ${JSON.stringify(posts)} over ${pages} page(s); the archive's ${year} lists ${JSON.stringify(inArchive)}`,
      );
    }
  }
  const blogDir = path.join(publicDir, 'blog');
  for (const entry of fs.existsSync(blogDir) ? fs.readdirSync(blogDir) : []) {
    checked += 1;
    if (/^\d{4}$/.test(entry) && !archiveYears.has(entry))
      problems.push(`/blog/${entry} was built, but the archive has no post of ${entry}: a year without posts must have no page`);
  }
}

/** Starts scripts/serve.mjs over the site on a free port; resolves to its address and a stop function. */
async function startServer() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--dir', publicDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      const address = / at (http:\/\/\S+?)\/?$/m.exec(chunk.toString())?.[1];
      if (address) resolve(address);
    });
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}) before serving`)));
  });
  return { base, stop: () => server.kill() };
}

/** What the host answers for each address linked, asked once per address. */
const answers = new Map();
const linked = [];

for (const file of htmlFiles(publicDir)) {
  const html = fs.readFileSync(file, 'utf8');
  const from = routeOfFile(file);
  checked += 1;
  const escaped = escapedMarkup(html);
  if (escaped) problems.push(`${from}: escaped markup shown as text: ${escaped}`);
  const current = currentBreadcrumbs(html);
  if (current > 1) problems.push(`${from}: ${current} breadcrumbs carry aria-current="page"; only the last may`);
  if (html.includes('<pre tabindex="0"><code'))
    problems.push(`${from}: a code sample left unhighlighted (src/node/code-types/api-samples.ts)`);
  for (const [, id] of html.matchAll(/aria-describedby="(code-tip-[^"]+)"/g)) {
    checked += 1;
    if (!idsOf(file).has(id)) problems.push(`${from}: a linked identifier names the tooltip ${id}, which the page does not render`);
  }
  // Every image file a page names, each candidate of a srcset included, whatever screen would
  // choose it: the browser tests load one candidate per image, the one their screen picks.
  for (const [tag] of html.matchAll(/<(?:img|source)\s[^>]*>/g)) {
    for (const [, attribute, value] of tag.matchAll(/\s(src|srcset)="([^"]*)"/gi)) {
      const urls = attribute.toLowerCase() === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]) : [value];
      for (const url of urls.map((u) => u.replace(/&amp;/g, '&')).filter((u) => u.startsWith('/') && !u.startsWith('//'))) {
        checked += 1;
        if (!fs.existsSync(path.join(publicDir, decodeURIComponent(url.split(/[?#]/)[0]))))
          problems.push(`${from}: the image ${url} is not in ${path.relative(process.cwd(), publicDir)}`);
      }
    }
  }
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
    if (route !== '') linked.push({ from, href, address: route.startsWith('/') ? route : path.posix.join(from, route) });
    if (hash && !idsOf(target).has(decodeURIComponent(hash))) {
      problems.push(`${from}: link to ${href}: no element with id "${hash}" on ${routeOfFile(target)}`);
    }
  }
}

/** Every page-data.json of the build. */
function pageDataFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageDataFiles(full);
    return entry.name === 'page-data.json' ? [full] : [];
  });
}
for (const file of ['docs', 'blog'].flatMap((kind) => pageDataFiles(path.join(publicDir, 'page-data', kind)))) {
  checked += 1;
  const { result } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const where = path.relative(publicDir, file);
  if (result?.pageContext && 'frontmatter' in result.pageContext)
    problems.push(`${where}: the page's context carries the file's front matter, which no page reads`);
  // A page that names a body has its body file beside its data, the very markup of its HTML.
  if (typeof result?.pageContext?.body !== 'string') continue;
  const bodyFile = path.join(path.dirname(file), 'body.html');
  const pageFile = path.join(publicDir, path.relative(path.join(publicDir, 'page-data'), path.dirname(file)), 'index.html');
  if (!fs.existsSync(bodyFile)) problems.push(`${where}: the page names a body, but page-data has no body.html beside it`);
  else if (!fs.existsSync(pageFile)) problems.push(`${where}: no page ${path.relative(publicDir, pageFile)} for its body`);
  else {
    const body = fs.readFileSync(bodyFile, 'utf8');
    if (body.length === 0 || !fs.readFileSync(pageFile, 'utf8').includes(body))
      problems.push(
        `${path.relative(publicDir, bodyFile)}: not the body of ${path.relative(publicDir, pageFile)} as the server rendered it`,
      );
  }
}

const server = await startServer();
try {
  for (const { from, href, address } of linked) {
    if (!answers.has(address)) {
      const res = await fetch(`${server.base}${address}`, { method: 'HEAD', redirect: 'manual' });
      answers.set(address, { status: res.status, location: res.headers.get('location') });
    }
    const { status, location } = answers.get(address);
    checked += 1;
    if (status >= 300 && status < 400)
      problems.push(`${from}: link to ${href} is redirected by the host (${status} to ${location}): link there`);
    else if (status !== 200) problems.push(`${from}: link to ${href}: the host answers ${status}`);
  }
} finally {
  server.stop();
}

const SHOWN = 60;
for (const problem of problems.slice(0, SHOWN)) console.error(`✗ ${problem}`);
if (problems.length > SHOWN) console.error(`… and ${problems.length - SHOWN} more`);
const failed = problems.length;
console.log(`check-site: ${checked - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
