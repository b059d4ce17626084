/** @jest-environment node */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const site = path.join(__dirname, '__fixtures__', 'site');
const PORT = 9431;
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
  server = spawn(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'serve.mjs'), '--port', String(PORT), '--dir', site], { stdio: 'pipe' });
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
});
