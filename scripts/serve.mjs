#!/usr/bin/env node
/**
 * Serves the built site in public/ the way a plain static host does, for local previews and
 * the browser tests: `x` is `x` (a file), `x/index.html` or `x.html`; a trailing slash
 * redirects to the path without it (the site's trailingSlash is "never"); anything else is the
 * 404 page with status 404. Unlike `gatsby serve`, paths with a dot in their last segment
 * (API pages such as /docs/api/classes/lexical.ElementNode) are pages, not files. Like every
 * production static host (and `gatsby serve`), it gzips text responses for clients that accept
 * gzip, so Lighthouse and the browser tests see the bytes a reader's browser would transfer.
 * A request it cannot make sense of (a malformed escape, a NUL byte, a path climbing out of the
 * site, an address over 4 KB) gets 400 and the server keeps serving; nothing outside the site's
 * folder is ever read.
 *
 * It sends the headers the host would: the build writes them to public/_headers (Netlify's
 * format, see src/node/publish/deploy/), and every response gets the blocks whose path matches
 * it: `/*`-style prefixes, and the exact path. A page served from `x/index.html` or `x.html`
 * gets the headers of `x`, as the host does after redirecting those addresses to `x`; the 404
 * page gets those of /404.html. Redirects (public/_redirects) are not applied: the build also
 * writes a page at each redirected address, so the tests see what a host without them serves.
 *
 * Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public] [--prefix /]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const port = Number(args.port ?? 9000);
const host = args.host ?? '127.0.0.1';
const root = path.resolve(args.dir ?? 'public');
const prefix = (args.prefix ?? '/').replace(/\/?$/, '/');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The blocks of a `_headers` file: a path pattern, then indented `Name: value` lines. */
function parseHeadersFile(text) {
  const blocks = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    if (!blocks.length || colon < 0) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    blocks.at(-1).headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return blocks;
}

function loadHeaders() {
  const file = path.join(root, '_headers');
  if (!fs.existsSync(file)) {
    console.warn(`serve: no ${file}; serving without the deploy headers (run a build to write it)`);
    return { splats: [], exact: new Map() };
  }
  const blocks = parseHeadersFile(fs.readFileSync(file, 'utf8'));
  return {
    splats: blocks.filter((b) => b.pattern.endsWith('/*')),
    exact: new Map(blocks.filter((b) => !b.pattern.endsWith('/*')).map((b) => [b.pattern, b.headers])),
  };
}

const deployHeaders = loadHeaders();

/** The paths whose exact block applies to `file` served for `sitePath`, most specific first. */
function exactKeys(sitePath, file) {
  const relative = `/${path.relative(root, file).split(path.sep).join('/')}`;
  const keys = [sitePath];
  if (relative.endsWith('/index.html')) keys.push(relative.slice(0, -'/index.html'.length) || '/');
  else if (relative.endsWith('.html')) keys.push(relative, relative.slice(0, -'.html'.length));
  return keys;
}

function headersFor(sitePath, file) {
  const headers = {};
  for (const block of deployHeaders.splats) {
    if (sitePath.startsWith(block.pattern.slice(0, -1))) Object.assign(headers, block.headers);
  }
  const key = exactKeys(sitePath, file).find((k) => deployHeaders.exact.has(k));
  if (key) Object.assign(headers, deployHeaders.exact.get(key));
  return headers;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const MAX_URL_LENGTH = 4096;

class BadRequest extends Error {}

/** The decoded path of a request, or BadRequest when it is malformed or leaves the site. */
function parseRequestPath(rawUrl) {
  if (rawUrl.length > MAX_URL_LENGTH) throw new BadRequest('address too long');
  const [rawPath, ...rest] = rawUrl.split('?');
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new BadRequest('malformed escape');
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) throw new BadRequest('bad path');
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) throw new BadRequest('path leaves the site');
  const search = rest.length ? `?${rest.join('?')}` : '';
  const joined = segments.filter(Boolean).join('/');
  return { pathname: joined ? `/${joined}${decoded.endsWith('/') ? '/' : ''}` : '/', search };
}

function resolveFile(sitePath) {
  const base = path.join(root, sitePath);
  if (base !== root && !base.startsWith(`${root}${path.sep}`)) return null;
  return [base, path.join(base, 'index.html'), `${base}.html`].find(isFile) ?? null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

function send(req, res, status, file, sitePath) {
  const headers = {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    ...headersFor(sitePath, file),
    vary: 'accept-encoding',
  };
  const type = headers['content-type'];
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['content-encoding'] = 'gzip';
  else headers['content-length'] = fs.statSync(file).size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const body = fs.createReadStream(file);
  if (gzip) body.pipe(zlib.createGzip()).pipe(res);
  else body.pipe(res);
}

function handle(req, res) {
  const url = parseRequestPath(req.url ?? '/');
  if (!url.pathname.startsWith(prefix) && `${url.pathname}/` !== prefix) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end(`Not under ${prefix}`);
  }
  const sitePath = `/${url.pathname.slice(prefix.length)}`;
  if (sitePath.length > 1 && sitePath.endsWith('/')) {
    res.writeHead(301, { location: `${prefix}${encodeURI(sitePath.slice(1, -1))}${url.search}` });
    return res.end();
  }
  const file = resolveFile(sitePath);
  if (file) return send(req, res, 200, file, sitePath);
  const notFound = path.join(root, '404.html');
  if (isFile(notFound)) return send(req, res, 404, notFound, '/404.html');
  res.writeHead(404);
  res.end();
}

const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    if (res.headersSent) return res.destroy();
    const bad = error instanceof BadRequest;
    if (!bad) console.error(`serve: ${req.url}: ${error.stack ?? error}`);
    res.writeHead(bad ? 400 : 500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(bad ? `Bad request: ${error.message}` : 'Server error');
  }
});

server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}${prefix}`));
