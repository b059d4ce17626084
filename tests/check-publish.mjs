#!/usr/bin/env node
/**
 * Checks what the build publishes beyond the pages, over the built site in public/:
 *
 * - Markdown: /llms.txt follows the llms.txt layout; /llms-full.txt is under 1 MB; every `.md`
 *   file and both text files parse as Markdown with no MDX or HTML left in them (no JSX, no
 *   imports, no `:::` blocks, no raw HTML), every code block names its language and has no
 *   hidden setup line, and every link is absolute and resolves to a built page or file (with
 *   its `#anchor`). Every guide, package and API module page links its Markdown version, and
 *   every Markdown file has its page.
 * - Social images: every page names its own og:image, a 1200×630 PNG under 60 KB that exists,
 *   with its size, alternative text and a large-image Twitter card.
 * - Deploy: _headers has a Content-Security-Policy for every page and _redirects an entry for
 *   each alias.
 *
 * Every problem is printed; the exit code is 1 if there is any.
 * Usage: node tests/check-publish.mjs [publicDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const SITE_URL = 'https://lexical.dev';
const LLMS_FULL_LIMIT = 1024 * 1024;
const IMAGE_LIMIT = 60 * 1024;
/** Guides, package pages and API module pages have a Markdown version; API class pages do not. */
const expectsMarkdown = (route) => route.startsWith('/docs/') && (!route.startsWith('/docs/api') || route.startsWith('/docs/api/modules/'));

const publicDir = path.resolve(process.argv[2] ?? 'public');
if (!fs.existsSync(publicDir)) {
  console.error(`No built site at ${publicDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const problems = [];
const parser = unified().use(remarkParse).use(remarkGfm);

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const files = walk(publicDir).map((f) => `/${path.relative(publicDir, f).split(path.sep).join('/')}`);
const fileSet = new Set(files);
/** Page routes: every `x/index.html` (and the home), never the `.html` aliases. */
const pageRoutes = files.filter((f) => f.endsWith('/index.html')).map((f) => f.slice(0, -'/index.html'.length) || '/');
const pageSet = new Set(pageRoutes);
const htmlOf = (route) => fs.readFileSync(path.join(publicDir, route === '/' ? 'index.html' : `${route}/index.html`), 'utf8');
const idCache = new Map();
function idsOf(route) {
  if (!idCache.has(route)) idCache.set(route, new Set([...htmlOf(route).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  return idCache.get(route);
}

function meta(html, key) {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (new RegExp(`\\s(property|name)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(tag)) {
      return /\scontent="([^"]*)"/.exec(tag)?.[1].replace(/&amp;/g, '&') ?? null;
    }
  }
  return null;
}

/** Whether an absolute URL of the site names a built page or file, anchor included. */
function checkSiteUrl(url, where) {
  if (!url.startsWith(`${SITE_URL}/`)) return;
  const [rawPath, hash] = url.slice(SITE_URL.length).split('#', 2);
  const sitePath = decodeURIComponent(rawPath.split('?')[0]);
  if (fileSet.has(sitePath)) {
    if (hash) problems.push(`${where}: ${url} puts an anchor on a file`);
    return;
  }
  const route = sitePath.replace(/\/$/, '') || '/';
  if (!pageSet.has(route)) return problems.push(`${where}: ${url} is no built page or file`);
  if (hash && !idsOf(route).has(decodeURIComponent(hash))) problems.push(`${where}: ${url}: ${route} has no element with id "${hash}"`);
}

function checkMarkdown(text, where) {
  const tree = parser.parse(text);
  const visit = (node, parent) => {
    if (node.type === 'html')
      problems.push(`${where}:${node.position?.start.line}: HTML or JSX left in the Markdown: ${node.value.slice(0, 60)}`);
    if (node.type === 'code') {
      if (!node.lang) problems.push(`${where}:${node.position?.start.line}: a code block without a language`);
      if (node.value.split('\n').some((line) => line.trimStart().startsWith('// @hide')))
        problems.push(`${where}:${node.position?.start.line}: a hidden setup line left in a code block`);
    }
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url) {
      if (!/^(https?|mailto):/.test(node.url)) problems.push(`${where}:${node.position?.start.line}: the link ${node.url} is not absolute`);
      else checkSiteUrl(node.url, where);
    }
    if (node.type === 'paragraph' && parent?.type === 'root') {
      const first = node.children[0];
      const lead = first?.type === 'text' ? first.value : '';
      if (/^(import|export)\s/.test(lead))
        problems.push(`${where}:${node.position?.start.line}: an MDX import or export left in the Markdown`);
      if (/^:::/.test(lead)) problems.push(`${where}:${node.position?.start.line}: an admonition marker (:::) left in the Markdown`);
      if (/^\{/.test(lead)) problems.push(`${where}:${node.position?.start.line}: an MDX expression left in the Markdown`);
    }
    node.children?.forEach((child) => visit(child, node));
  };
  visit(tree, null);
  return tree;
}

// llms.txt: `#` name, `>` summary, `##` sections of `- [title](url): description` links.
const llms = fs.existsSync(path.join(publicDir, 'llms.txt')) ? fs.readFileSync(path.join(publicDir, 'llms.txt'), 'utf8') : null;
if (llms === null) problems.push('/llms.txt is missing');
else {
  const tree = checkMarkdown(llms, '/llms.txt');
  const [title, summary] = tree.children;
  if (title?.type !== 'heading' || title.depth !== 1) problems.push('/llms.txt: does not start with the site name as a # heading');
  if (summary?.type !== 'blockquote') problems.push('/llms.txt: the # heading is not followed by a > summary');
  const sections = tree.children.filter((n) => n.type === 'heading' && n.depth === 2).map((n) => n.children.map((c) => c.value).join(''));
  for (const wanted of ['Guides', 'React', 'Collaboration', 'Packages', 'API modules']) {
    if (!sections.includes(wanted)) problems.push(`/llms.txt: no "## ${wanted}" section`);
  }
  const mdLinks = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(: .+)?$/gm)];
  if (mdLinks.length < 100) problems.push(`/llms.txt: only ${mdLinks.length} page links`);
  for (const [line, url, description] of mdLinks) {
    if (!url.endsWith('.md')) problems.push(`/llms.txt: ${url} is not a Markdown page`);
    if (!description) problems.push(`/llms.txt: no description after "${line}"`);
  }
}

const fullFile = path.join(publicDir, 'llms-full.txt');
if (!fs.existsSync(fullFile)) problems.push('/llms-full.txt is missing');
else {
  const size = fs.statSync(fullFile).size;
  if (size >= LLMS_FULL_LIMIT) problems.push(`/llms-full.txt is ${size} bytes, over 1 MB`);
  checkMarkdown(fs.readFileSync(fullFile, 'utf8'), '/llms-full.txt');
}

const markdownFiles = files.filter((f) => f.endsWith('.md'));
for (const file of markdownFiles) {
  const text = fs.readFileSync(path.join(publicDir, file), 'utf8');
  const tree = checkMarkdown(text, file);
  const first = tree.children[0];
  if (first?.type !== 'heading' || first.depth !== 1) problems.push(`${file}: does not start with its title as a # heading`);
  if (tree.children.filter((n) => n.type === 'heading' && n.depth === 1).length !== 1) problems.push(`${file}: more than one # heading`);
  if (!pageSet.has(file.slice(0, -'.md'.length))) problems.push(`${file}: no page at ${file.slice(0, -'.md'.length)}`);
}

let withMarkdown = 0;
const images = new Map();
for (const route of pageRoutes) {
  const html = htmlOf(route);
  const alternate = /<link[^>]*type="text\/markdown"[^>]*>/.exec(html)?.[0];
  const href = alternate && /href="([^"]+)"/.exec(alternate)?.[1];
  if (expectsMarkdown(route) && !href) problems.push(`${route}: no <link rel="alternate" type="text/markdown">`);
  if (href) {
    withMarkdown += 1;
    if (href !== `${SITE_URL}${route}.md`) problems.push(`${route}: its Markdown link is ${href}`);
    if (!fileSet.has(`${route}.md`)) problems.push(`${route}: links ${href}, which was not built`);
  }

  const image = meta(html, 'og:image');
  if (!image?.startsWith(`${SITE_URL}/`)) {
    problems.push(`${route}: og:image is ${image}, not an absolute URL of the site`);
    continue;
  }
  const imagePath = decodeURI(image.slice(SITE_URL.length));
  if (images.has(imagePath)) problems.push(`${route}: shares its og:image with ${images.get(imagePath)}`);
  images.set(imagePath, route);
  if (!fileSet.has(imagePath)) {
    problems.push(`${route}: og:image ${imagePath} was not built`);
    continue;
  }
  const png = fs.readFileSync(path.join(publicDir, imagePath));
  const isPng = png.subarray(1, 4).toString('latin1') === 'PNG';
  const [width, height] = isPng ? [png.readUInt32BE(16), png.readUInt32BE(20)] : [0, 0];
  if (!isPng || width !== 1200 || height !== 630)
    problems.push(`${route}: og:image ${imagePath} is not a 1200×630 PNG (${width}×${height})`);
  if (png.length >= IMAGE_LIMIT) problems.push(`${route}: og:image ${imagePath} is ${png.length} bytes, over 60 KB`);
  if (meta(html, 'og:image:width') !== '1200' || meta(html, 'og:image:height') !== '630')
    problems.push(`${route}: og:image:width/height are not 1200/630`);
  if (!meta(html, 'og:image:alt')) problems.push(`${route}: no og:image:alt`);
  if (meta(html, 'twitter:card') !== 'summary_large_image') problems.push(`${route}: twitter:card is not summary_large_image`);
}
if (withMarkdown < 100) problems.push(`only ${withMarkdown} pages link a Markdown version`);

const headersFile = path.join(publicDir, '_headers');
const redirectsFile = path.join(publicDir, '_redirects');
if (!fs.existsSync(headersFile) || !fs.existsSync(redirectsFile)) problems.push('_headers or _redirects is missing');
else {
  const headers = fs.readFileSync(headersFile, 'utf8');
  const redirects = fs.readFileSync(redirectsFile, 'utf8');
  for (const route of pageRoutes) {
    if (!headers.includes(`\n${route}\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Security-Policy: `))
      problems.push(`_headers: no policy for ${route}`);
    if (route !== '/' && !redirects.includes(`\n${route}.html ${route} 301!\n`) && !redirects.startsWith(`${route}.html ${route} 301!\n`)) {
      problems.push(`_redirects: no redirect of ${route}.html`);
    }
  }
}

for (const problem of problems) console.error(problem);
console.log(
  `${markdownFiles.length} Markdown files, llms.txt and llms-full.txt, ${pageRoutes.length} pages' social images, _headers and _redirects: ${problems.length} problem(s)`,
);
process.exit(problems.length ? 1 : 0);
