/** @jest-environment node */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from '../../scripts/free-port.mjs';

const site = path.join(__dirname, '__fixtures__', 'site');
let PORT = 0;
let server: ChildProcess;

function get(urlPath: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get({ host: '127.0.0.1', port: PORT, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  PORT = await freePort();
  server = spawn(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'serve.mjs'), '--port', String(PORT), '--dir', site], {
    stdio: 'pipe',
  });
  await new Promise((resolve) => server.stdout?.once('data', resolve));
});

afterAll(() => server.kill());

describe('scripts/serve.mjs', () => {
  it('gzips text for a client that accepts gzip, as a production host does', async () => {
    const res = await get('/', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(zlib.gunzipSync(res.body).toString()).toBe(fs.readFileSync(path.join(site, 'index.html'), 'utf8'));
  });

  it('sends identity bytes with a length to a client that does not accept gzip, and never gzips images', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const image = await get('/logo.png', 'gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('serves a page whose last segment has a dot, redirects a trailing slash and answers 404 with the 404 page', async () => {
    const dotted = await get('/docs/lexical.ElementNode');
    expect(dotted.status).toBe(200);
    expect(dotted.body.toString()).toContain('ElementNode');
    const slash = await get('/docs/lexical.ElementNode/?q=1');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/docs/lexical.ElementNode?q=1');
    const missing = await get('/nope', 'gzip');
    expect(missing.status).toBe(404);
    expect(zlib.gunzipSync(missing.body).toString()).toContain('Not found');
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
    for (const p of paths) {
      const res = await rawGet(p);
      expect([200, 301, 400, 404]).toContain(res.status);
      expect(res.body).not.toContain('"name": "lexical-website"');
      expect(res.body).not.toContain('root:x:0:0');
      expect(res.body).not.toContain('function rawGet');
      if (res.status === 200) expect(res.body).toMatch(/<!doctype html|PNG/i);
    }
    const after = await get('/');
    expect(after.status).toBe(200);
  });

  it('answers 400 to a malformed escape, a NUL byte and an address over 4 KB', async () => {
    expect((await rawGet('/%E0%A4%A')).status).toBe(400);
    expect((await rawGet('/docs/%00intro')).status).toBe(400);
    expect((await rawGet(`/${'a'.repeat(10_000)}`)).status).toBe(400);
    expect((await rawGet('/..%2f..%2fetc/passwd')).status).toBe(400);
    expect((await get('/')).status).toBe(200);
  });
});

/** A GET sent as raw bytes, so paths Node's client would refuse still reach the server. */
function rawGet(urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1', () => {
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
