/**
 * @jest-environment node
 *
 * scripts/serve.mjs over a small fixture site: what the server around Netlify's handlers adds
 * (the 404 page, ETags and 304s, gzip) and what it must never do (read outside the site, stop
 * serving after a strange address). The built site's redirects and headers are tested in
 * deploy.test.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, type Served } from './serve-helpers';

const site = path.join(__dirname, '__fixtures__', 'site');
let server: Served;
let port = 0;

/** A request by Node's http client, which leaves the body as sent (gzip included). */
function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: urlPath, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  server = await serve(site);
  port = Number(new URL(server.base).port);
}, 60_000);

afterAll(() => server?.stop());

describe('scripts/serve.mjs', () => {
  it('serves files through Netlify’s handlers: a page whose last segment has a dot, its headers, a forced redirect', async () => {
    const dotted = await get('/docs/lexical.ElementNode');
    expect(dotted.status).toBe(200);
    expect(dotted.body.toString()).toContain('ElementNode');
    expect(dotted.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(dotted.headers['x-content-type-options']).toBe('nosniff');
    const old = await get('/old?q=1');
    expect(old.status).toBe(301);
    expect(new URL(old.headers.location!).pathname).toBe('/docs/lexical.ElementNode');
  });

  it('answers a path nothing matches with the 404 page, status 404 and the headers of that path, HEAD with headers only', async () => {
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe(fs.readFileSync(path.join(site, '404.html'), 'utf8'));
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    // Header rules match the address asked for, as on Netlify: `/*` applies, the block of
    // /404 and /404.html (a policy here) belong to those addresses only.
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['content-security-policy']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();
    expect((await get('/404.html')).headers['content-security-policy']).toBe("default-src 'none'");
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(fs.statSync(path.join(site, 'index.html')).size);
  });

  it('gzips text for a client that accepts gzip, sends identity bytes to one that does not, never gzips images', async () => {
    const gzipped = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(fs.readFileSync(path.join(site, 'index.html'), 'utf8'));
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const image = await get('/logo.png', { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('sends an ETag per variant and 304 with no body to a request naming it', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const first = await get('/', { 'accept-encoding': encoding });
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
      const again = await get('/', { 'accept-encoding': encoding, 'if-none-match': `"x", ${etag}` });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    const gzipTag = (await get('/', { 'accept-encoding': 'gzip' })).headers['etag'];
    expect((await get('/', { 'accept-encoding': 'identity' })).headers['etag']).not.toBe(gzipTag);
  });

  it('answers hundreds of malformed, overlong, encoded and traversal paths with 400 or 404, never a file outside the site, and keeps serving', async () => {
    const secret = 'outside-the-site';
    const bases = [
      '/',
      '//',
      '///',
      '/%',
      '/%E0%A4%A',
      '/%ZZ',
      '/%00',
      '/docs/%00intro',
      '/%2e%2e/',
      '/..%2f..%2fetc/passwd',
      '/..%2F..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/../package.json',
      '/docs/../../package.json',
      '/..\\..\\package.json',
      '/%5c..%5c..%5cpackage.json',
      '/%C0%AE%C0%AE/%C0%AE%C0%AE/package.json',
      '/.%2e/.%2e/package.json',
      '/%252e%252e/package.json',
      '/docs//intro',
      '/docs/./intro',
      '/\u00e9',
      '/%F0%9F%98%80',
      '/docs/intro%',
      '/index.html%00.png',
      '/?%',
      '/?q=%ZZ',
      '/lexical.ElementNode/',
      `/${'a'.repeat(10_000)}`,
      `/${'%41'.repeat(3000)}`,
      `/${'../'.repeat(50)}package.json`,
      // The fixture site lies two folders below this test file: these try to read it.
      '/../../serve.test.ts',
      '/%2e%2e/%2e%2e/serve.test.ts',
      '/..%2f..%2fserve.test.ts',
      '/docs/..%2f..%2f..%2fserve.test.ts',
    ];
    const paths: string[] = [];
    for (const base of bases) {
      paths.push(base, `${base}/`, `${base}?x=1`, `/docs${base}`, `${base}#frag`, `/${secret}${base}`, `${base}%`, `${base}.html`);
    }
    expect(paths.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    for (const p of paths) {
      const res = await rawGet(p);
      const leaked = ['"name": "lexical-website"', 'root:x:0:0', 'function rawGet'].some((text) => res.body.includes(text));
      const sitePage = res.status !== 200 || /<!doctype html|PNG/i.test(res.body);
      if (![200, 301, 400, 404].includes(res.status) || leaked || !sitePage) wrong.push(`${p.slice(0, 80)}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    const after = await get('/');
    expect(after.status).toBe(200);
  }, 60_000);

  it('answers 400 to a malformed escape and keeps serving', async () => {
    expect((await rawGet('/%E0%A4%A')).status).toBe(400);
    expect((await rawGet('/docs/intro%')).status).toBe(400);
    expect((await get('/')).status).toBe(200);
  });
});

/** A GET sent as raw bytes, so paths Node's client would refuse still reach the server. */
function rawGet(urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text });
    });
    socket.on('error', reject);
  });
}
