/**
 * @jest-environment node
 */
import path from 'node:path';
import { checkBlogKeys, checkPostRoutes, createBlogPages, listPages, yearPages } from '../create-blog-pages';
import { buildAtom, buildRss, escapeXml } from '../feeds';
import { isPostBuilt, parseAuthorEntry, parsePostFrontmatter } from '../frontmatter';
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
      /Invalid blog content in content\/blog\/welcome\.mdx:\n {2}- unknown key "tag"; allowed: title, date, updated, update_note, authors, tags, description, image, slug, draft, unlisted/,
    );
  });

  it('rejects a post without authors or with a bad date', () => {
    expect(() => parsePostFrontmatter({ title: 'T', date: 'June', authors: [], description: 'D' }, file)).toThrow(
      /date: must be a date written YYYY-MM-DD[\s\S]*authors: name at least one author key of content\/blog\/authors\.yml/,
    );
  });

  it('takes a revision day and note, and refuses one before the post or a note without its day', () => {
    const fm = parsePostFrontmatter(
      { title: 'T', date: '2019-05-28', updated: '2026-11-22', update_note: 'Rewritten.', authors: ['a'], description: 'D' },
      file,
    );
    expect([fm.updated?.toISOString(), fm.update_note]).toEqual(['2026-11-22T00:00:00.000Z', 'Rewritten.']);
    expect(() =>
      parsePostFrontmatter({ title: 'T', date: '2019-05-28', updated: '2019-05-01', authors: ['a'], description: 'D' }, file),
    ).toThrow(
      /content\/blog\/welcome\.mdx:\n {2}- updated: is before date; a post is revised after it is published, so give the later day/,
    );
    expect(() =>
      parsePostFrontmatter({ title: 'T', date: '2019-05-28', update_note: 'Rewritten.', authors: ['a'], description: 'D' }, file),
    ).toThrow(/update_note: needs updated: add the day of the revision as updated: YYYY-MM-DD/);
  });

  it('names the author entry that is wrong', () => {
    expect(() =>
      parseAuthorEntry({ key: 'me', name: 'Me', title: 'T', avatar: './me.svg' }, 'content/blog/authors.yml', 'entry "me"'),
    ).toThrow(/entry "me": avatar: must be a PNG, JPEG or WebP file/);
  });
});

describe('which posts are built', () => {
  const now = new Date('2026-03-10T15:00:00.000Z');
  const dated = (date: string, draft = false) => ({ date: new Date(date), draft });

  it('leaves drafts and posts dated after the build out of a production build', () => {
    expect(isPostBuilt(dated('2026-03-10'), false, now)).toBe(true);
    expect(isPostBuilt(dated('2019-05-28'), false, now)).toBe(true);
    expect(isPostBuilt(dated('2026-03-11'), false, now)).toBe(false);
    expect(isPostBuilt(dated('2019-05-28', true), false, now)).toBe(false);
  });

  it('builds both in gatsby develop, so authors can preview them', () => {
    expect(isPostBuilt(dated('2030-01-01'), true, now)).toBe(true);
    expect(isPostBuilt(dated('2019-05-28', true), true, now)).toBe(true);
  });
});

describe('blog pages', () => {
  const post = {
    id: '1',
    path: '/blog/a',
    title: 'A post',
    sourcePath: 'content/blog/a.mdx',
    contentFilePath: path.resolve('content/blog/a.mdx'),
    unlisted: false,
    authorKeys: ['team'],
    tagKeys: ['hello'],
  };

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
    expect(listPages(21).map((p) => [p.path, p.context.skip, p.context.seo.title])).toEqual([
      ['/blog', 0, 'Blog'],
      ['/blog/page/2', 10, 'Blog, page 2'],
      ['/blog/page/3', 20, 'Blog, page 3'],
    ]);
  });

  it('makes a page per year that has posts, newest year first, each knowing its neighbours', () => {
    const pages = yearPages([
      { year: 2019, count: 2 },
      { year: 2021, count: 2 },
    ]);
    expect(pages.map((p) => p.path)).toEqual(['/blog/2021', '/blog/2019']);
    expect(pages.map((p) => [p.context.newerYear, p.context.olderYear])).toEqual([
      [null, 2019],
      [2021, null],
    ]);
    expect(yearPages([{ year: 2020, count: 0 }])).toEqual([]);
  });

  it('paginates a year past ten posts, every page linking the same neighbour years', () => {
    const pages = yearPages([
      { year: 2025, count: 1 },
      { year: 2024, count: 21 },
      { year: 2023, count: 3 },
    ]);
    expect(pages.map((p) => [p.path, p.context.skip, p.context.currentPage, p.context.numPages, p.context.seo.title])).toEqual([
      ['/blog/2025', 0, 1, 1, 'Posts of 2025'],
      ['/blog/2024', 0, 1, 3, 'Posts of 2024'],
      ['/blog/2024/page/2', 10, 2, 3, 'Posts of 2024, page 2'],
      ['/blog/2024/page/3', 20, 3, 3, 'Posts of 2024, page 3'],
      ['/blog/2023', 0, 1, 1, 'Posts of 2023'],
    ]);
    expect(pages.filter((p) => p.context.year === 2024).every((p) => p.context.newerYear === 2025 && p.context.olderYear === 2023)).toBe(
      true,
    );
  });

  it('fails a post whose route is a year page', () => {
    expect(checkPostRoutes([post, { ...post, path: '/blog/2024', sourcePath: 'content/blog/2024.mdx' }])).toEqual([
      "content/blog/2024.mdx: the route /blog/2024 belongs to the page of the year's posts; give the post a front matter slug that is not a year, or rename the file",
    ]);
  });

  it('creates /blog/2019 and /blog/2021 from the query, and no page for 2020 that has no posts', async () => {
    const posts = [
      { ...post, id: 'w', path: '/blog/welcome' },
      { ...post, id: 'm', path: '/blog/mdx-blog-post' },
      { ...post, id: 'l', path: '/blog/long-blog-post' },
      { ...post, id: 'f', path: '/blog/first-blog-post' },
    ];
    const graphql = jest.fn().mockResolvedValue({
      data: {
        allBlogPost: { nodes: posts },
        years: {
          group: [
            { fieldValue: '2019', totalCount: 2 },
            { fieldValue: '2021', totalCount: 2 },
          ],
        },
        allBlogAuthor: { nodes: [{ key: 'team' }] },
        allBlogTag: { nodes: [{ id: 't', key: 'hello', label: 'Hello', count: 1 }] },
      },
    });
    const createPage = jest.fn();
    const reporter = { panicOnBuild: jest.fn() };
    // Each post's node and the Mdx node it was made from, whose front matter its page carries.
    const getNode = (id: string) =>
      id.startsWith('mdx ')
        ? { id, internal: { type: 'Mdx' }, frontmatter: { title: `Post ${id.slice(4)}` } }
        : { id, parent: `mdx ${id}` };
    await createBlogPages({ graphql, actions: { createPage }, reporter, getNode } as never);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const yearPagesMade = createPage.mock.calls.map(([page]) => page).filter((page) => /^\/blog\/\d{4}/.test(page.path));
    expect(
      yearPagesMade.map((page) => [page.path, page.component.endsWith('blog-year.tsx'), page.context.newerYear, page.context.olderYear]),
    ).toEqual([
      ['/blog/2021', true, null, 2019],
      ['/blog/2019', true, 2021, null],
    ]);
    expect(graphql.mock.calls[0][0]).toContain('group(field: { year: SELECT })');
    // Each page carries its title, which its Head shows and its social card draws.
    const titles = new Map(createPage.mock.calls.map(([page]) => [page.path, page.context.seo?.title]));
    expect(titles.get('/blog/welcome')).toBe('A post');
    expect(titles.get('/blog/tags/hello')).toBe('1 post tagged with "Hello"');
    expect(titles.get('/blog/2021')).toBe('Posts of 2021');
    expect([...titles.values()].every(Boolean)).toBe(true);
    // A post's page carries what the page reads, not the file's front matter (gatsby-plugin-mdx
    // reads that only for pages whose component is an MDX file).
    const welcome = createPage.mock.calls.map(([page]) => page).find((page) => page.path === '/blog/welcome');
    expect(Object.keys(welcome.context)).toEqual(['id', 'body', 'seo']);
  });

  it('derives the slug from the file name', () => {
    expect(postSlugFromRelativePath('welcome.mdx')).toBe('welcome');
    expect(postSlugFromRelativePath('long-blog-post/index.mdx')).toBe('long-blog-post');
  });
});

describe('reading time', () => {
  it('counts prose but not imports, exports or JSX tags', () => {
    const body = 'import X from \'./x\';\n\nexport function Y() {\n  return <b>not counted</b>;\n}\n\nOne two three.\n\n<X prop="q" />\n';
    expect(countWords(body)).toBe(3);
    expect(readingTimeMinutes('word '.repeat(450))).toBe(3);
    expect(readingTimeMinutes('')).toBe(1);
  });
});

describe('feeds', () => {
  const site = { url: 'https://lexical.dev', copyright: 'Copyright © Meta' };
  const posts = [
    {
      title: 'A & B',
      path: '/blog/a',
      date: '2025-06-02T00:00:00.000Z',
      updated: null,
      description: '<d>',
      authors: [{ name: 'Team', url: 'https://x.test' }],
      tags: [{ label: 'Hello' }],
    },
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

  it('dates a revised post by its revision: Atom entry and feed updated, publication kept', () => {
    const revised = [{ ...posts[0], date: '2019-05-28T00:00:00.000Z', updated: '2026-11-22T00:00:00.000Z' }];
    const atom = buildAtom(site, revised);
    expect(atom).toContain('<published>2019-05-28T00:00:00.000Z</published>');
    expect(atom.match(/<updated>[^<]+<\/updated>/g)).toEqual([
      '<updated>2026-11-22T00:00:00.000Z</updated>',
      '<updated>2026-11-22T00:00:00.000Z</updated>',
    ]);
    expect(buildRss(site, revised)).toContain('<pubDate>Tue, 28 May 2019 00:00:00 GMT</pubDate>');
  });

  it('escapes the five XML entities', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
