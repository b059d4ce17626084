/**
 * /sitemap.xml and /robots.txt, written after the build from the pages Gatsby made. A page is
 * left out of the sitemap when it is an error page or when its built HTML asks robots not to
 * index it (unlisted docs and posts, redirect pages): the HTML is the one place that knows, so
 * the sitemap can never disagree with the pages.
 */
import { escapeXml } from '../blog/feeds';
import { absoluteUrl, SITEMAP_PATH } from '../../shared/seo';

const ERROR_PAGES = /^\/(404|404\.html|dev-404-page)\/?$/;
const NOINDEX = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;

export function isErrorPage(pagePath: string): boolean {
  return ERROR_PAGES.test(pagePath);
}

export function isNoindexHtml(html: string): boolean {
  return NOINDEX.test(html);
}

export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].sort().map((p) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, p))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`, ''].join('\n');
}
