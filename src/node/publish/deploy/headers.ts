/**
 * The HTTP headers and redirects of the deployed site, as Netlify's `_headers` and `_redirects`
 * files (Cloudflare Pages reads the same two formats). Pure: the writer (./write.ts) gives it
 * what the build produced.
 *
 * - Caching: files whose names carry a content hash (`/static/`, the webpack chunks) never
 *   change, so browsers and the CDN keep them a year without asking again; HTML, page-data and
 *   everything else is revalidated on every use, so a deploy shows at once.
 * - Content-Security-Policy, per page: scripts only from the site and the inline scripts that
 *   page carries (by their SHA-256; Gatsby writes the page's path into one of them, so each
 *   page has its own list). Styles allow 'unsafe-inline': Gatsby inlines the site's CSS in
 *   <style> elements and React writes style attributes (reserved heights, visually hidden
 *   text), neither of which a hash can cover, and injected styles cannot run code.
 *   frame-ancestors lists who may frame the docs (the embedded mode's parent origins).
 * - X-Content-Type-Options stops browsers guessing types (a `.md` stays text), and
 *   Referrer-Policy sends other sites the origin only.
 */
import crypto from 'node:crypto';
import path from 'node:path';

export interface PageHeaders {
  /** The page's route, e.g. /docs/intro. */
  route: string;
  /** The text of each inline <script> of the page. */
  inlineScripts: readonly string[];
}

export interface HeadersInput {
  pages: readonly PageHeaders[];
  /** Site paths of files named by their content hash, e.g. /app-f4aa430ae0bc3c5a6c07.js. */
  hashedFiles: readonly string[];
  /** Site paths of the Markdown and plain-text files, whose types are stated. */
  textFiles: readonly string[];
  /** Origins allowed to frame the site; `self` is the site itself. */
  frameAncestors: readonly string[];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export const CONTENT_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Headers every response gets. */
export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function scriptHash(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy(inlineScripts: readonly string[], frameAncestors: readonly string[]): string {
  const hashes = [...new Set(inlineScripts.map(scriptHash))].sort();
  const ancestors = frameAncestors.map((origin) => (origin === 'self' ? "'self'" : origin));
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** X-Frame-Options can name only the site itself, so it is sent only when that is the rule. */
function frameOptions(frameAncestors: readonly string[]): Record<string, string> {
  if (frameAncestors.length === 0) return { 'X-Frame-Options': 'DENY' };
  if (frameAncestors.length === 1 && frameAncestors[0] === 'self') return { 'X-Frame-Options': 'SAMEORIGIN' };
  return {};
}

function block(pathPattern: string, headers: Record<string, string>): string {
  return [pathPattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

export function headersFile(input: HeadersInput): string {
  const blocks = [
    block('/*', { ...COMMON_HEADERS, ...frameOptions(input.frameAncestors) }),
    block('/static/*', { 'Cache-Control': IMMUTABLE }),
    block('/page-data/*', { 'Cache-Control': REVALIDATE }),
    ...[...input.hashedFiles].sort().map((file) => block(file, { 'Cache-Control': IMMUTABLE })),
    ...[...input.textFiles]
      .sort()
      // A text file under /static/ (the search index) is named by its content: /static/* keeps it a year.
      .map((file) =>
        block(file, {
          'Content-Type': CONTENT_TYPES[path.extname(file)],
          ...(file.startsWith('/static/') ? {} : { 'Cache-Control': REVALIDATE }),
        }),
      ),
    ...[...input.pages]
      .sort((a, b) => a.route.localeCompare(b.route))
      .map((page) =>
        block(page.route, {
          'Cache-Control': REVALIDATE,
          'Content-Security-Policy': contentSecurityPolicy(page.inlineScripts, input.frameAncestors),
        }),
      ),
  ];
  return `${blocks.join('\n\n')}\n`;
}

export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302;
}

/**
 * The site's redirects (each also has a page, for hosts without redirects), then `x.html` and
 * `x/index.html` of every page to `x` (one address per page for readers and search engines).
 * `!` makes a rule win over the file the build also writes at that address. A request that
 * carries `exemptParam` (the embedded mode's "no redirects") is served the redirect's page.
 */
export function redirectsFile(redirects: readonly Redirect[], pageRoutes: readonly string[], exemptParam: string): string {
  const lines = redirects.flatMap((r) => [`${r.from} ${exemptParam}=:value ${r.from}.html 200!`, `${r.from} ${r.to} ${r.status}!`]);
  for (const route of [...pageRoutes].sort()) {
    if (route === '/' || route.endsWith('.html')) continue;
    lines.push(`${route}.html ${route} 301!`, `${route}/index.html ${route} 301!`);
  }
  return `${lines.join('\n')}\n`;
}
