/**
 * @jest-environment node
 *
 * The deploy files of the built site, answered by Netlify's own code: `npm run serve`
 * (scripts/serve.mjs) passes every request to Netlify's static, redirect and header handlers,
 * which apply public/_redirects and public/_headers as the host does. Every redirect rule answers as written (its status and
 * target; `!` rules win over the files also written at their sources; a rule with a query
 * condition only when the query carries it); every kind of header rule arrives on its paths
 * (the policy of each page, immutable hashed files, page data, the types of Markdown and text
 * files, the headers of every response); the policy at each page's address allows every inline
 * script of the page served there; a repeated request with its ETag is a 304; a path no file or
 * rule matches gets the 404 page with the headers of that path. Before the first build the test is skipped, except
 * when REQUIRE_BUILD=1 (`npm run test:deploy`, which `npm test` runs after the build): then a
 * missing build is a failure, never a skip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { scriptHash } from '../../src/node/publish/deploy/headers';
import { inlineScripts } from '../../src/node/publish/deploy/write';
import { serve, type Served } from './serve-helpers';

const PUBLIC = path.resolve('public');
const built = fs.existsSync(path.join(PUBLIC, '_redirects')) && fs.existsSync(path.join(PUBLIC, '_headers'));
if (!built && process.env.REQUIRE_BUILD === '1') {
  throw new Error('No built site with _redirects and _headers in public/: run `npm run build` before `npm run test:deploy`.');
}

interface Rule {
  line: string;
  from: string;
  /** `name` of a `name=:value` query condition. */
  query?: string;
  to: string;
  status: number;
  forced: boolean;
}

function readRules(): Rule[] {
  return fs
    .readFileSync(path.join(PUBLIC, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const fields = line.trim().split(/\s+/);
      const match = /^(\d{3})(!?)$/.exec(fields.at(-1)!);
      if (!match || (fields.length !== 3 && fields.length !== 4)) throw new Error(`_redirects: cannot read the rule "${line}"`);
      const query = fields.length === 4 ? /^([^=]+)=:\w+$/.exec(fields[1])?.[1] : undefined;
      if (fields.length === 4 && !query) throw new Error(`_redirects: cannot read the query condition of "${line}"`);
      return { line, from: fields[0], query, to: fields.at(-2)!, status: Number(match[1]), forced: match[2] === '!' };
    });
}

interface Block {
  pattern: string;
  headers: Record<string, string>;
}

function readBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const line of fs.readFileSync(path.join(PUBLIC, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.push({ pattern: line.trim(), headers: {} });
    else {
      const colon = line.indexOf(':');
      blocks.at(-1)!.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return blocks;
}

function matches(pattern: string, urlPath: string): boolean {
  return pattern.endsWith('/*') ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath;
}

/** A few files under a folder of public/, sorted, every `step`-th. */
function filesUnder(folder: string, count: number): string[] {
  const files = (fs.readdirSync(path.join(PUBLIC, folder), { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(PUBLIC, folder, file)).isFile())
    .sort();
  const step = Math.max(1, Math.floor(files.length / count));
  return files.filter((_, i) => i % step === 0).map((file) => `/${folder}/${file.split(path.sep).join('/')}`);
}

(built ? describe : describe.skip)('the deploy files, through Netlify’s handlers (npm run serve)', () => {
  let server: Served;
  const get = (urlPath: string, init?: RequestInit) => fetch(`${server.base}${urlPath}`, { redirect: 'manual', ...init });

  beforeAll(async () => {
    server = await serve(PUBLIC);
  }, 60_000);

  afterAll(() => server?.stop());

  it('answers every rule of _redirects with its status and target, forced rules over the files at their sources', async () => {
    const rules = readRules();
    expect(rules.length).toBeGreaterThan(400);
    expect(rules.filter((r) => r.status === 301).length).toBeGreaterThan(400);
    expect(rules.some((r) => r.status === 302 && /^https:\/\//.test(r.to))).toBe(true);
    const wrong: string[] = [];
    for (const rule of rules) {
      const address = rule.query ? `${rule.from}?${rule.query}=true` : rule.from;
      const res = await get(address);
      if (rule.status === 200) {
        // A rewrite: the target's file, at the source's address.
        const body = await res.text();
        const file = fs.readFileSync(path.join(PUBLIC, rule.to), 'utf8');
        if (res.status !== 200 || body !== file) wrong.push(`${rule.line}: ${address} answered ${res.status}, not the file ${rule.to}`);
        continue;
      }
      await res.body?.cancel();
      const location = res.headers.get('location');
      const target = location && new URL(location, server.base).href;
      if (res.status !== rule.status || target !== new URL(rule.to, server.base).href) {
        wrong.push(`${rule.line}: ${address} answered ${res.status} to ${location}`);
      }
      // A forced rule wins over the file the build also wrote at its source.
      const source = path.join(PUBLIC, rule.from);
      if (rule.forced && !fs.existsSync(source) && !fs.existsSync(`${source}.html`) && !rule.query) {
        wrong.push(`${rule.line}: no file at ${rule.from}, so the rule's "!" proves nothing`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('sends every header rule on its paths: each page’s policy, hashed files, page data, text types, the common headers', async () => {
    const blocks = readBlocks();
    const exact = blocks.filter((b) => !b.pattern.endsWith('/*')).map((b) => b.pattern);
    const policies = blocks.filter((b) => b.headers['content-security-policy']);
    expect(policies.length).toBeGreaterThan(200);
    expect(exact.some((p) => /^\/[\w-]+-[0-9a-f]{10}\.js$/.test(p))).toBe(true);
    expect(exact.some((p) => p.endsWith('.md'))).toBe(true);
    // A block for an address a forced rule sends elsewhere (/404.html, a redirected page) never
    // arrives there: the rule answers first.
    const redirected = new Set(
      readRules()
        .filter((r) => r.forced && !r.query && r.status !== 200)
        .map((r) => r.from),
    );
    const paths = [...exact.filter((p) => !redirected.has(p)), ...filesUnder('static', 5), ...filesUnder('page-data', 5)];
    const wrong: string[] = [];
    for (const urlPath of paths) {
      const expected: Record<string, string> = {};
      for (const block of blocks.filter((b) => matches(b.pattern, urlPath))) {
        for (const [name, value] of Object.entries(block.headers)) {
          // Two rules that set one header on a path would make the answer depend on their order.
          if (name in expected) wrong.push(`${urlPath}: ${name} is set by two rules of _headers`);
          expected[name] = value;
        }
      }
      const res = await get(urlPath);
      await res.body?.cancel();
      if (res.status !== 200) wrong.push(`${urlPath}: status ${res.status}`);
      for (const [name, value] of Object.entries(expected)) {
        if (res.headers.get(name) !== value) wrong.push(`${urlPath}: ${name} is ${res.headers.get(name)}, not ${value}`);
      }
    }
    expect(wrong).toEqual([]);
    // Spot checks of each kind, as a reader's browser receives them.
    const page = await get('/docs/concepts/editor-state');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const chunk = exact.find((p) => /^\/app-[0-9a-f]+\.js$/.test(p))!;
    expect((await get(chunk)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/page-data/index/page-data.json')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await get('/docs/concepts/editor-state.md')).headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect((await get('/llms.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
  }, 300_000);

  it('sends each page with a policy that allows every inline script of the page served at its address', async () => {
    const redirected = new Set(
      readRules()
        .filter((r) => r.forced && !r.query && r.status !== 200)
        .map((r) => r.from),
    );
    const pages = readBlocks().filter((b) => b.headers['content-security-policy'] && !redirected.has(b.pattern));
    expect(pages.map((b) => b.pattern)).toEqual(expect.arrayContaining(['/', '/404', '/docs/intro', '/blog']));
    const wrong: string[] = [];
    for (const { pattern } of pages) {
      const res = await get(pattern);
      const policy = res.headers.get('content-security-policy') ?? '';
      const html = await res.text();
      const refused = inlineScripts(html).filter((script) => !policy.includes(scriptHash(script)));
      if (res.status !== 200 || refused.length > 0) {
        wrong.push(`${pattern}: status ${res.status}, ${refused.length} inline script(s) outside its policy: ${refused[0]?.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('answers a repeated request that names the ETag it got with 304 and no body', async () => {
    for (const urlPath of ['/docs/concepts/editor-state', '/page-data/index/page-data.json', '/llms.txt']) {
      const first = await get(urlPath);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
      await first.arrayBuffer();
      const again = await get(urlPath, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const changed = await get(urlPath, { headers: { 'if-none-match': '"another-version"' } });
      expect(changed.status).toBe(200);
      await changed.arrayBuffer();
    }
  }, 60_000);

  it('answers a path no file or rule matches with the site’s 404 page, status 404 and the headers of that path', async () => {
    const res = await get('/docs/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(fs.readFileSync(path.join(PUBLIC, '404.html'), 'utf8'));
    // Netlify matches header rules against the address asked for: only `/*` matches here, so
    // the 404 page comes with the common headers and no page's policy (the blocks of /404 and
    // /404.html belong to those addresses).
    const common = readBlocks().find((b) => b.pattern === '/*')!.headers;
    for (const [name, value] of Object.entries(common)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
