/**
 * The blog's routes and limits, shared by build-time code (which creates the pages and feeds)
 * and the browser (which links to them), so a route is spelled in one place only.
 */
export const BLOG_PATH = '/blog';
export const BLOG_POSTS_PER_PAGE = 10;
export const BLOG_RSS_PATH = `${BLOG_PATH}/rss.xml`;
export const BLOG_ATOM_PATH = `${BLOG_PATH}/atom.xml`;
export const BLOG_TITLE = 'Lexical blog';
export const BLOG_DESCRIPTION = 'News, deep dives and release notes from the people who build Lexical.';

export const blogPostPath = (slug: string): string => `${BLOG_PATH}/${slug}`;
export const blogTagPath = (key: string): string => `${BLOG_PATH}/tags/${key}`;
export const blogAuthorAnchor = (key: string): string => `author-${key}`;
export const blogListPath = (page: number): string => (page <= 1 ? BLOG_PATH : `${BLOG_PATH}/page/${page}`);
/** A year's posts: /blog/2025, then /blog/2025/page/2, ... when the year fills more than one page. */
export const blogYearPath = (year: number | string, page = 1): string =>
  page <= 1 ? `${BLOG_PATH}/${year}` : `${BLOG_PATH}/${year}/page/${page}`;
/** The year of a post's ISO date, as the archive and sidebar group it (UTC, like its shown date). */
export const yearOfDate = (iso: string): number => Number(iso.slice(0, 4));

/** "5 min read": minutes are rounded up, never below one. */
export function readingTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}

interface DatedPost {
  date: string;
}

/** Posts grouped by the year of their ISO date, newest year first, order kept inside a year. */
export function groupByYear<T extends DatedPost>(posts: readonly T[]): { year: string; posts: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const post of posts) {
    const year = String(yearOfDate(post.date));
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([year, list]) => ({ year, posts: list }));
}

/** "June 2, 2025", in UTC so server and browser render the same text. */
export function formatPostDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
