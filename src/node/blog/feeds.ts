/**
 * The blog's feeds, RSS 2.0 and Atom 1.0, as strings. Written after the build (by
 * ./write-feeds.ts) with absolute links from the configured site url, since feed
 * readers have no page to resolve relative links against. No feed library: the two formats
 * need a dozen elements each, and owning them keeps the output exact and tested.
 */
import { absoluteUrl } from '../../shared/seo';
import { BLOG_ATOM_PATH, BLOG_DESCRIPTION, BLOG_PATH, BLOG_RSS_PATH, BLOG_TITLE } from '../../shared/blog';

export interface FeedPost {
  title: string;
  path: string;
  /** ISO date of publication. */
  date: string;
  /** ISO date of the last revision, or null if the post was never revised. */
  updated: string | null;
  description: string;
  authors: { name: string; url: string | null }[];
  tags: { label: string }[];
}

interface FeedSite {
  /** The origin, e.g. https://lexical.dev. */
  url: string;
  /** Copyright line of the site. */
  copyright: string;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** When a post last changed: its revision, else its publication. */
const changedOn = (post: FeedPost) => post.updated ?? post.date;

const updatedOf = (posts: readonly FeedPost[]) => (posts.length > 0 ? posts.map(changedOn).sort().at(-1)! : new Date(0).toISOString());

export function buildRss(site: FeedSite, posts: readonly FeedPost[]): string {
  const items = posts.map((post) => {
    const link = absoluteUrl(site.url, post.path);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.description)}</description>`,
      ...post.authors.map((a) => `      <dc:creator>${escapeXml(a.name)}</dc:creator>`),
      ...post.tags.map((t) => `      <category>${escapeXml(t.label)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(BLOG_TITLE)}</title>`,
    `    <link>${escapeXml(absoluteUrl(site.url, BLOG_PATH))}</link>`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    '    <language>en</language>',
    `    <copyright>${escapeXml(site.copyright)}</copyright>`,
    `    <lastBuildDate>${new Date(updatedOf(posts)).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(absoluteUrl(site.url, BLOG_RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function buildAtom(site: FeedSite, posts: readonly FeedPost[]): string {
  const entries = posts.map((post) => {
    const link = absoluteUrl(site.url, post.path);
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <id>${escapeXml(link)}</id>`,
      `    <link href="${escapeXml(link)}"/>`,
      `    <published>${post.date}</published>`,
      `    <updated>${changedOn(post)}</updated>`,
      `    <summary>${escapeXml(post.description)}</summary>`,
      ...post.authors.map((a) =>
        a.url
          ? `    <author><name>${escapeXml(a.name)}</name><uri>${escapeXml(a.url)}</uri></author>`
          : `    <author><name>${escapeXml(a.name)}</name></author>`,
      ),
      ...post.tags.map((t) => `    <category term="${escapeXml(t.label)}"/>`),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(absoluteUrl(site.url, BLOG_PATH))}</id>`,
    `  <title>${escapeXml(BLOG_TITLE)}</title>`,
    `  <subtitle>${escapeXml(BLOG_DESCRIPTION)}</subtitle>`,
    `  <updated>${updatedOf(posts)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(site.url, BLOG_ATOM_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(site.url, BLOG_PATH))}"/>`,
    `  <rights>${escapeXml(site.copyright)}</rights>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
