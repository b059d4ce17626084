/**
 * A package's README.md -> the doc text of its package page. The README's own title is dropped
 * (the page's h1 is the package name), badges and other remote images become their alt text,
 * raw HTML is dropped, links into lexical.dev/docs become site routes (API module names
 * normalised to this site's slugs) and relative links point into the repository at the tag.
 * A #fragment is kept only on API module links: those anchors are generated from export names
 * here as there, while this site's guide pages are written anew with headings of their own.
 */
import { moduleSlug } from '../routes';
import { renderMarkdown } from './markdown';
import type { DocText, HeadingRecord } from './records';

const SITE = /^https?:\/\/(www\.)?lexical\.dev(\/docs(?:\/[^#?]*)?)?([?#].*)?$/;

export function rewriteReadmeHref(href: string, packageDir: string, repository: { url: string; tag: string }): string {
  const site = SITE.exec(href);
  if (site && site[2]) {
    const route = site[2].replace(/\/$/, '');
    const apiModule = /^\/docs\/api\/modules\/(.+)$/.exec(route);
    if (apiModule) return `/docs/api/modules/${moduleSlug(apiModule[1])}${site[3] ?? ''}`;
    return `${route}${(site[3] ?? '').replace(/#.*$/, '')}`;
  }
  if (/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(href)) return href;
  const clean = href.replace(/^\.\//, '');
  return `${repository.url}/blob/${repository.tag}/packages/${packageDir}/${clean}`;
}

/** `@lexical/rich-text` -> `lexical-rich-text`, its folder in the repository. */
export function repositoryDir(packageName: string): string {
  return packageName.replace(/^@lexical\//, 'lexical-');
}

export function renderReadme(
  markdown: string,
  packageName: string,
  repository: { url: string; tag: string },
): { text: DocText; headings: HeadingRecord[] } {
  const dir = repositoryDir(packageName);
  const { parts, headings } = renderMarkdown(markdown, (href) => rewriteReadmeHref(href, dir, repository));
  return { text: { markdown, parts }, headings };
}
