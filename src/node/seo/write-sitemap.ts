/** Writes public/sitemap.xml and public/robots.txt (see ./sitemap.ts for what is left out). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadSiteConfig } from '../../config';
import { ROBOTS_PATH, SITEMAP_PATH } from '../../shared/seo';
import { buildRobotsTxt, buildSitemap, isErrorPage, isNoindexHtml } from './sitemap';

async function builtHtml(publicDir: string, pagePath: string): Promise<string | null> {
  const file = pagePath === '/' ? path.join(publicDir, 'index.html') : path.join(publicDir, pagePath, 'index.html');
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

export async function writeSitemap(publicDir: string, pagePaths: readonly string[]): Promise<number> {
  const { url } = loadSiteConfig();
  const indexed: string[] = [];
  for (const pagePath of pagePaths) {
    if (isErrorPage(pagePath)) continue;
    const html = await builtHtml(publicDir, pagePath);
    if (html !== null && !isNoindexHtml(html)) indexed.push(pagePath);
  }
  await fs.writeFile(path.join(publicDir, SITEMAP_PATH), buildSitemap(url, indexed));
  await fs.writeFile(path.join(publicDir, ROBOTS_PATH), buildRobotsTxt(url));
  return indexed.length;
}
