#!/usr/bin/env node
/**
 * Serves the built site in public/ through Netlify's own local emulator (`@netlify/dev`), so
 * previews, the browser tests and the bench see what the host does with the `_headers` and
 * `_redirects` the build writes: the same file lookup (`x`, `x.html`, `x/index.html`), every
 * redirect rule (`!` forced rules win over files), every header rule. Functions, edge
 * functions, blobs, the image CDN, the database, the AI gateway, geolocation and environment
 * variables are off; the emulator never learns of a Netlify account (no site ID, an empty API
 * token), so it starts offline and never reaches the network.
 *
 * This plain Node server passes each request to the emulator and adds only what Netlify's CDN
 * does and the emulator leaves out:
 * - a path no file or rule matches gets the site's 404 page (the emulator's answer for /404,
 *   which finds 404.html, headers included) with status 404;
 * - an ETag (a hash of the bytes sent) on every file, and 304 with no body to a request whose
 *   If-None-Match names it;
 * - gzip of text for a client that accepts it (with `Vary: Accept-Encoding`), so Lighthouse and
 *   the bench see the bytes a reader's browser transfers.
 * An address the emulator cannot read (a malformed escape) gets 400 and the server keeps
 * serving; the emulator resolves dot segments itself, so nothing outside the folder is read.
 *
 * The emulator keeps its working files (`.netlify/`) in a project folder of its own, created in
 * the system's temporary folder and removed on exit, so nothing is ever written into public/.
 *
 * Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public]
 * (`--port 0` takes a free port; the first line printed names the address.)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';

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

/**
 * The emulator's project folder: it reads `_redirects` and `_headers` from its project root
 * (a netlify.toml's `publish` folder must lie inside that root), so both files are linked in
 * from the site, whose folder is served as a static directory.
 */
function projectFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-serve-'));
  for (const file of ['_redirects', '_headers']) {
    if (fs.existsSync(path.join(root, file))) fs.symlinkSync(path.join(root, file), path.join(dir, file));
    else console.warn(`serve: no ${path.join(root, file)}; serving without it (a build writes it)`);
  }
  return dir;
}

const projectRoot = projectFolder();
const off = { enabled: false };
const emulator = new NetlifyDev({
  projectRoot,
  apiToken: '',
  skipGitignore: true,
  serverAddress: null,
  logger: { log: () => undefined, warn: console.warn, error: console.error },
  aiGateway: off,
  blobs: off,
  database: off,
  edgeFunctions: off,
  environmentVariables: off,
  functions: off,
  geolocation: off,
  images: off,
  headers: { enabled: true },
  redirects: { enabled: true },
  staticFiles: { enabled: true, directories: [root] },
});

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;

class BadRequest extends Error {}

/** The emulator's answer for `urlPath` (with the client's headers), or undefined when nothing matches. */
async function ask(req, urlPath) {
  // The request's path as sent (`//x` is a path here, not another host), read as a host reads it.
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
  // The server address is where the emulator would send the requests of edge functions and
  // image transforms (both off): this server.
  return emulator.handle(new Request(url, { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers }), { serverAddress: url.origin });
}

async function respond(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    return res.end();
  }
  let response = await ask(req, req.url ?? '/');
  const status = response?.status ?? 404;
  // The 404 page at its own address (`/404.html` is redirected there by the site's rules).
  if (!response) response = await ask(req, '/404');
  if (!response) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('Not found');
  }
  const headers = Object.fromEntries(response.headers);
  if (status < 200 || (status >= 300 && status < 400) || status === 204) {
    await response.body?.cancel();
    res.writeHead(status, headers);
    return res.end();
  }
  let body = Buffer.from(await response.arrayBuffer());
  const gzip = COMPRESSIBLE.test(headers['content-type'] ?? '') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    body = zlib.gzipSync(body);
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

async function stop() {
  server.close();
  await emulator.stop();
  fs.rmSync(projectRoot, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await emulator.start();
server.listen(port, host, () => console.log(`Serving ${root} through Netlify's emulator at http://${host}:${server.address().port}/`));
