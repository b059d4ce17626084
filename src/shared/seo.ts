/** Facts about page metadata that the build (sitemap, feeds) and the browser (Seo) share. */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
/** Where the build draws each page's own social image (src/node/publish/social). */
export const SOCIAL_IMAGE_DIR = '/og';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** An absolute URL for a site path; URLs that are already absolute pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The site path of a page's social image: `/og/docs/intro.png`, `/og/index.png` for the home. */
export function socialImagePath(route: string): string {
  const clean = route.replace(/\/$/, '');
  return `${SOCIAL_IMAGE_DIR}${clean === '' ? '/index' : clean}.png`;
}

/** The site path of a page's Markdown version: `/docs/intro.md`. */
export function markdownPath(route: string): string {
  return `${route.replace(/\/$/, '')}.md`;
}

/** What part of the site a route belongs to, as a social image names it. */
export function sectionOfRoute(route: string): string {
  if (route.startsWith('/docs/api')) return 'API reference';
  if (route.startsWith('/docs/packages')) return 'Packages';
  if (route.startsWith('/docs')) return 'Docs';
  if (route.startsWith('/blog')) return 'Blog';
  if (route.startsWith('/gallery')) return 'Gallery';
  if (route.startsWith('/community')) return 'Community';
  return 'Documentation';
}

/**
 * A page's title and section (the part of the site its social card names; by default
 * sectionOfRoute of its route), decided where the page is created and carried in its page
 * context as `seo`: its Head passes them to Seo, and the build draws its card from them while
 * it bundles (src/node/publish/social/background.ts).
 */
export interface PageSeo {
  title: string;
  section?: string;
}

/** The page context of every page the build's features create. */
export interface SeoContext {
  seo: PageSeo;
}
