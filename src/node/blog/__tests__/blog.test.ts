/**
 * @jest-environment node
 */
import { checkBlogKeys, listPages } from '../create-pages';
import { buildAtom, buildRss, escapeXml } from '../feeds';
import { parseAuthorEntry, parsePostFrontmatter } from '../frontmatter';
import { postSlugFromRelativePath } from '../paths';
import { countWords, readingTimeMinutes } from '../reading-time';

const file = 'content/blog/welcome.mdx';

describe('blog front matter', () => {
  it('accepts a valid post and turns the date into a Date', () => {
    const fm = parsePostFrontmatter({ title: 'T', date: '2025-06-02', authors: ['lexical-team'], tags: ['hello'], description: 'D' }, file);
    expect(fm.date.toISOString()).toBe('2025-06-02T00:00:00.000Z');
    expect(fm).toMatchObject({ draft: false, unlisted: false });
  });

  it('names the file, the unknown key and the allowed keys', () => {
    expect(() => parsePostFrontmatter({ title: 'T', date: '2025-06-02', authors: ['a'], description: 'D', tag: ['x'] }, file)).toThrow(
      /Invalid blog content in content\/blog\/welcome\.mdx:\n {2}- unknown key "tag"; allowed: title, date, authors, tags, description, image, slug, draft, unlisted/,
    );
  });

  it('rejects a post without authors or with a bad date', () => {
    expect(() => parsePostFrontmatter({ title: 'T', date: 'June', authors: [], description: 'D' }, file)).toThrow(
      /date: must be a date written YYYY-MM-DD[\s\S]*authors: name at least one author key of content\/blog\/authors\.yml/,
    );
  });

  it('names the author entry that is wrong', () => {
    expect(() => parseAuthorEntry({ key: 'me', name: 'Me', title: 'T', avatar: './me.svg' }, 'content/blog/authors.yml', 'entry "me"')).toThrow(
      /entry "me": avatar: must be a PNG, JPEG or WebP file/,
    );
  });
});

describe('blog pages', () => {
  const post = { id: '1', path: '/blog/a', sourcePath: 'content/blog/a.mdx', contentFilePath: '/a.mdx', unlisted: false, authorKeys: ['team'], tagKeys: ['hello'] };

  it('reports unknown authors and tags, and unused tags, with the fix', () => {
    expect(checkBlogKeys([{ ...post, authorKeys: ['nobody'], tagKeys: ['hello', 'nope'] }], ['team'], ['hello', 'unused'])).toEqual([
      'content/blog/a.mdx: the author "nobody" is not in content/blog/authors.yml; add it there or fix the key (known: team)',
      'content/blog/a.mdx: the tag "nope" is not in content/blog/tags.yml; add it there or fix the key (known: hello, unused)',
      'content/blog/tags.yml: no listed post uses the tag "unused"; tag a post with it or remove it',
    ]);
    expect(checkBlogKeys([post], ['team'], ['hello'])).toEqual([]);
  });

  it('paginates past ten posts', () => {
    expect(listPages(4).map((p) => p.path)).toEqual(['/blog']);
    expect(listPages(21).map((p) => [p.path, p.context.skip])).toEqual([['/blog', 0], ['/blog/page/2', 10], ['/blog/page/3', 20]]);
  });

  it('derives the slug from the file name', () => {
    expect(postSlugFromRelativePath('welcome.mdx')).toBe('welcome');
    expect(postSlugFromRelativePath('long-blog-post/index.mdx')).toBe('long-blog-post');
  });
});

describe('reading time', () => {
  it('counts prose but not imports, exports or JSX tags', () => {
    const body = "import X from './x';\n\nexport function Y() {\n  return <b>not counted</b>;\n}\n\nOne two three.\n\n<X prop=\"q\" />\n";
    expect(countWords(body)).toBe(3);
    expect(readingTimeMinutes('word '.repeat(450))).toBe(3);
    expect(readingTimeMinutes('')).toBe(1);
  });
});

describe('feeds', () => {
  const site = { url: 'https://lexical.dev', copyright: 'Copyright © Meta' };
  const posts = [
    { title: 'A & B', path: '/blog/a', date: '2025-06-02T00:00:00.000Z', description: '<d>', authors: [{ name: 'Team', url: 'https://x.test' }], tags: [{ label: 'Hello' }] },
  ];

  it('writes RSS 2.0 with absolute, escaped links', () => {
    const rss = buildRss(site, posts);
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain('<link>https://lexical.dev/blog/a</link>');
    expect(rss).toContain('<title>A &amp; B</title>');
    expect(rss).toContain('<pubDate>Mon, 02 Jun 2025 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<atom:link href="https://lexical.dev/blog/rss.xml" rel="self"');
  });

  it('writes Atom 1.0 with ids, updated dates and authors', () => {
    const atom = buildAtom(site, posts);
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom).toContain('<updated>2025-06-02T00:00:00.000Z</updated>');
    expect(atom).toContain('<author><name>Team</name><uri>https://x.test</uri></author>');
    expect(atom).toContain('<summary>&lt;d&gt;</summary>');
  });

  it('escapes the five XML entities', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
