/**
 * Writes public/_headers and public/_redirects (see ./headers.ts) from what the build left in
 * public/: each page's inline scripts, the content-hashed files, the Markdown and text files.
 * Runs last, after every other file is written.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteRedirect } from '../../../shared/redirects';
import { EMBED_PARAMS } from '../../../shared/storage';
import { htmlFileOf } from '../html';
import { CONTENT_TYPES, headersFile, redirectsFile, type PageHeaders } from './headers';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

/**
 * A script or stylesheet named by its content (`<name>-<hash>.js`, Gatsby's CSS `styles.<hash>.css`):
 * 10 hex digits (BROWSER_HASH_LENGTH of the webpack config), or webpack's default 20.
 */
const HASHED = /[-.]([0-9a-f]{10}|[0-9a-f]{20})\.(js|css)(\.map|\.LICENSE\.txt)?$/;

/** The text of each inline script, exactly as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, body]) => !/\ssrc=/.test(attributes) && body.length > 0 && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => body);
}

/**
 * The files a host may answer a page's address with: `x/index.html`, and `x.html` where the
 * build wrote one too (Netlify's emulator tries `x.html` first). Both hold the same scripts but
 * for the 404 page, whose `404.html` names its own path.
 */
function htmlFilesOf(publicDir: string, route: string): string[] {
  const file = htmlFileOf(publicDir, route);
  return route === '/' || route.endsWith('.html') ? [file] : [file, path.join(publicDir, `${route}.html`)];
}

async function readIfThere(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

export async function writeDeployFiles(options: {
  publicDir: string;
  pageRoutes: readonly string[];
  redirects: readonly SiteRedirect[];
  frameAncestors: readonly string[];
}): Promise<{ pages: number; hashedFiles: number; redirects: number }> {
  const { publicDir } = options;
  const routes = [...new Set(options.pageRoutes.map((route) => (route.length > 1 ? route.replace(/\/$/, '') : route)))];
  const pages: PageHeaders[] = [];
  for (const route of routes) {
    const htmls = (await Promise.all(htmlFilesOf(publicDir, route).map(readIfThere))).filter((html) => html !== undefined);
    if (htmls.length > 0) pages.push({ route, inlineScripts: htmls.flatMap(inlineScripts) });
  }
  const files = (await fs.readdir(publicDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => !entry.isDirectory())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  const hashedFiles = files.filter((file) => !file.startsWith('/static/') && HASHED.test(file));
  const textFiles = files.filter((file) => path.extname(file) in CONTENT_TYPES && !HASHED.test(file));
  const redirects = options.redirects.map((r) => ({ from: r.fromPath, to: r.toPath, status: 302 as const }));
  await fs.writeFile(
    path.join(publicDir, HEADERS_FILE),
    headersFile({ pages, hashedFiles, textFiles, frameAncestors: options.frameAncestors }),
  );
  const redirectsText = redirectsFile(
    redirects,
    pages.map((page) => page.route),
    EMBED_PARAMS.disableRedirect,
  );
  await fs.writeFile(path.join(publicDir, REDIRECTS_FILE), redirectsText);
  return { pages: pages.length, hashedFiles: hashedFiles.length, redirects: redirectsText.trim().split('\n').length };
}
