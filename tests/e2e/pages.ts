/** The pages of the built site, read from public/, and one page of each kind. */
import fs from 'node:fs';
import path from 'node:path';
import { CORE_PAGE_KINDS } from '../page-kinds.mjs';

const PUBLIC = path.resolve('public');

/** Every page route of the build (index.html files; `.html` aliases and 404 copies aside). */
export function allRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!['static', 'page-data', '~partytown'].includes(entry.name)) walk(path.join(dir, entry.name));
      } else if (entry.name === 'index.html') {
        const route = `/${path.relative(PUBLIC, dir).replace(/\\/g, '/')}`;
        if (!route.startsWith('/404')) routes.push(route === '/' ? '/' : route.replace(/\/$/, ''));
      }
    }
  };
  walk(PUBLIC);
  return routes.sort();
}

/** One page of each kind the site has: the pages the crawl, a11y and weight checks start from. */
export const PAGE_KINDS: Record<string, string> = {
  ...CORE_PAGE_KINDS,
  tag: '/blog/tags/hello',
  archive: '/blog/archive',
  blogYear: '/blog/2019',
  authors: '/blog/authors',
  community: '/community',
};
