/** Facts about page metadata that the build (sitemap, feeds) and the browser (Seo) share. */
export const DEFAULT_SOCIAL_IMAGE = '/img/social-card.png';
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** An absolute URL for a site path; URLs that are already absolute pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The site path of a page's Markdown version: `/docs/intro.md`. */
export function markdownPath(route: string): string {
  return `${route.replace(/\/$/, '')}.md`;
}
