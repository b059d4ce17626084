#!/usr/bin/env node
/**
 * Serves the built site in public/ through the parts of Netlify's local emulator that answer for
 * static files, so previews, the browser tests and the bench see what the host does with the
 * `_headers` and `_redirects` the build writes: `@netlify/static` finds the file for an address
 * (`x`, `x.html`, `x/index.html`), `@netlify/redirects` applies every rule of `_redirects` with
 * Netlify's own rule engine (`!` forced rules win over files, query conditions, rewrites), and
 * every block of `_headers` whose path matches applies, parsed by `@netlify/headers-parser` (the
 * parser under `@netlify/headers`). They are chained as `@netlify/dev` (the library under the
 * Netlify CLI's local server) chains them, without the rest of `@netlify/dev`
 * (functions, edge functions, blobs, images, a database: about 380 packages this site never
 * uses). No Netlify account is involved and nothing reaches the network.
 *
 * This plain Node server adds only what Netlify's CDN does and those packages leave out:
 * - a path no file or rule matches gets the site's `404.html` with status 404 and the headers
 *   of the `_headers` blocks that match the address asked for, as Netlify's documentation says
 *   header paths are matched and as the Netlify CLI answers (so no page's policy: the blocks of
 *   `/404` and `/404.html` belong to those addresses);
 * - an ETag (a hash of the bytes sent) on every file, and 304 with no body to a request whose
 *   If-None-Match names it;
 * - gzip of text for a client that accepts it (with `Vary: Accept-Encoding`), so Lighthouse and
 *   the bench see the bytes a reader's browser transfers (each body is compressed once).
 * An address that cannot be read (a malformed escape) gets 400 and the server keeps serving;
 * the file lookup resolves dot segments itself, so nothing outside the folder is read.
 *
 * Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public]
 * (`--port 0` takes a free port; the first line printed names the address.)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseAllHeaders } from '@netlify/headers-parser';
import { RedirectsHandler } from '@netlify/redirects';
import { StaticHandler } from '@netlify/static';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const port = Number(args.port ?? 9000);
const host = args.host ?? '127.0.0.1';
const root = path.resolve(args.dir ?? 'public');

if (!fs.existsSync(root)) {
  console.error(`serve: no folder ${root}: run \`npm run build\` first, or pass --dir <folder>.`);
  process.exit(2);
}
for (const file of ['_redirects', '_headers']) {
  if (!fs.existsSync(path.join(root, file))) console.warn(`serve: no ${path.join(root, file)}; serving without it (a build writes it)`);
}

const files = new StaticHandler({ directory: root });
const headersFile = path.join(root, '_headers');

/**
 * The `_headers` blocks, parsed again only when the file changes, and the headers each path gets.
 * `@netlify/headers` parses the whole file for every response (it follows the Netlify CLI's live
 * edits); with 239 pages and their assets that was the largest part of this server's time under
 * the browser tests. A path gets every block whose path pattern matches it, later blocks
 * overriding earlier ones, as `@netlify/headers` merges them.
 */
let headerRules = { stamp: null, blocks: [], byPath: new Map() };

async function headersFor(pathname) {
  const stamp = fs.statSync(headersFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (stamp !== headerRules.stamp) {
    const { errors, headers } = await parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: false });
    if (errors.length > 0) console.error(`serve: ${headersFile}:\n${errors.map((e) => e.message).join('\n')}`);
    headerRules = { stamp, blocks: headers, byPath: new Map() };
  }
  if (!headerRules.byPath.has(pathname)) {
    const matching = headerRules.blocks.filter((block) => block.forRegExp.test(pathname));
    headerRules.byPath.set(pathname, Object.assign({}, ...matching.map((block) => block.values)));
  }
  return headerRules.byPath.get(pathname);
}

/** Sets on `response` the headers of the `_headers` blocks whose path matches `address`. */
async function applyHeaders(address, response) {
  for (const [name, value] of Object.entries(await headersFor(new URL(address).pathname))) response.headers.set(name, value);
}

/** The site's 404 page, with status 404 and the headers of the blocks matching `request`'s address. */
async function notFound(request) {
  const page = await files.match(new Request(new URL('/404.html', request.url)));
  const response = page ? await page.handle() : new Response('Not found', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const answer = new Response(response.body, { status: 404, headers: response.headers });
  await applyHeaders(request.url, answer);
  return answer;
}

const redirects = new RedirectsHandler({ projectDir: root, publicDir: root, jwtRoleClaim: '', jwtSecret: '', notFoundHandler: notFound });

/**
 * The rule matching each request, by what Netlify's rule engine reads of it: the address, and the
 * cookies and languages its conditions may name. Matching runs in the engine's WebAssembly for
 * every request (a tenth of this server's time under the browser tests), and the rules are read
 * once, when the server starts, so an answer stays right for as long as the server runs.
 */
const rulesByRequest = new Map();

async function matchRule(request) {
  const key = [request.url, request.headers.get('cookie'), request.headers.get('accept-language')].join('\n');
  if (!rulesByRequest.has(key)) {
    // A bound on memory for a long preview session.
    if (rulesByRequest.size >= 5000) rulesByRequest.clear();
    rulesByRequest.set(key, await redirects.match(request));
  }
  return rulesByRequest.get(key);
}

/** Netlify's answer for `request`, in `@netlify/dev`'s order: a redirect rule, else the file. */
async function hostAnswer(request) {
  const rule = await matchRule(request);
  if (rule) {
    const response = await redirects.handle(request, rule, async (asked) => {
      const file = await files.match(asked);
      if (!file) return undefined;
      return async () => {
        const response = await file.handle();
        // As `@netlify/dev` does: a rule's file gets the headers of the rule's target.
        await applyHeaders(rule.target, response);
        return response;
      };
    });
    if (response) return response;
  }
  const file = await files.match(request);
  if (!file) return notFound(request);
  const response = await file.handle();
  await applyHeaders(request.url, response);
  return response;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;

/** gzip of the bodies sent so far, by a hash of their bytes: each file is compressed once. */
const gzipped = new Map();

function gzipOnce(body) {
  const key = crypto.createHash('sha1').update(body).digest('base64');
  if (!gzipped.has(key)) {
    // A bound on memory for a long preview session over many builds.
    if (gzipped.size >= 2000) gzipped.clear();
    gzipped.set(key, zlib.gzipSync(body));
  }
  return gzipped.get(key);
}

class BadRequest extends Error {}

/** The request `req` makes of the host, its path read as a host reads it. */
function hostRequest(req) {
  // The request's path as sent (`//x` is a path here, not another host).
  const urlPath = req.url ?? '/';
  if (!urlPath.startsWith('/')) throw new BadRequest('not a path');
  const origin = req.headers.host ?? `${host}:${port}`;
  if (!/^([\w.-]+|\[[\da-f:.]+\])(:\d+)?$/i.test(origin)) throw new BadRequest('bad Host header');
  let url;
  try {
    url = new URL(`http://${origin}${urlPath}`);
    decodeURIComponent(url.pathname);
  } catch {
    throw new BadRequest('malformed address');
  }
  const headers = Object.entries(req.headers).flatMap(([name, value]) =>
    Array.isArray(value) ? [[name, value.join(',')]] : [[name, value]],
  );
  return new Request(url, { method: req.method, headers });
}

async function respond(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    return res.end();
  }
  const response = await hostAnswer(hostRequest(req));
  const { status } = response;
  const headers = Object.fromEntries(response.headers);
  if (status < 200 || (status >= 300 && status < 400) || status === 204) {
    await response.body?.cancel();
    res.writeHead(status, headers);
    return res.end();
  }
  let body = Buffer.from(await response.arrayBuffer());
  const gzip = COMPRESSIBLE.test(headers['content-type'] ?? '') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    body = gzipOnce(body);
    headers['content-encoding'] = 'gzip';
  }
  if (COMPRESSIBLE.test(headers['content-type'] ?? '')) headers.vary = 'Accept-Encoding';
  headers['content-length'] = String(body.length);
  if (status === 200) {
    headers.etag = `"${crypto.createHash('sha1').update(body).digest('hex')}"`;
    const wanted = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (wanted.includes(headers.etag) || wanted.includes('*')) {
      delete headers['content-length'];
      res.writeHead(304, headers);
      return res.end();
    }
  }
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  respond(req, res).catch((error) => {
    if (res.headersSent) return res.destroy();
    const bad = error instanceof BadRequest;
    if (!bad) console.error(`serve: ${req.url}: ${error.stack ?? error}`);
    res.writeHead(bad ? 400 : 500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(bad ? `Bad request: ${error.message}` : 'Server error');
  });
});

function stop() {
  server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

server.listen(port, host, () => console.log(`Serving ${root} as Netlify would at http://${host}:${server.address().port}/`));
