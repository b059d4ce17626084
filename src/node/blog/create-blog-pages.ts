/**
 * Creates the blog's pages: the paginated list (/blog, /blog/page/2, ...), one page per post,
 * a paginated page per year that has listed posts (/blog/2025, /blog/2025/page/2, ...; a year
 * without posts gets no page), the tag index and a page per tag, the archive and the authors
 * page. Before anything is made, every author and tag key a post names must exist in
 * authors.yml / tags.yml, every tag must be used, and no post may take a year page's route:
 * each problem fails the build naming the file and the fix. Each page's context carries its
 * title (its `seo`, which the Head shows and the social card draws).
 */
import path from 'node:path';
import type { Actions, CreatePagesArgs } from 'gatsby';
import { BLOG_PATH, BLOG_POSTS_PER_PAGE, blogListPath, blogTagPath, blogYearPath } from '../../shared/blog';
import type { PageSeo } from '../../shared/seo';
import { bodyFileOf } from '../mdx/body-file';
import { AUTHORS_FILE, TAGS_FILE } from './paths';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);
const BLOG_TEMPLATES = {
  list: template('blog-list'),
  year: template('blog-year'),
  post: template('blog-post'),
  tags: template('blog-tags'),
  tag: template('blog-tag'),
  archive: template('blog-archive'),
  authors: template('blog-authors'),
};

interface PostForPages {
  id: string;
  path: string;
  title: string;
  sourcePath: string;
  contentFilePath: string;
  unlisted: boolean;
  authorKeys: string[];
  tagKeys: string[];
}

export function checkBlogKeys(posts: readonly PostForPages[], authorKeys: readonly string[], tagKeys: readonly string[]): string[] {
  const problems: string[] = [];
  const authors = new Set(authorKeys);
  const tags = new Set(tagKeys);
  for (const post of posts) {
    for (const [what, keys, known, file] of [
      ['author', post.authorKeys, authors, AUTHORS_FILE],
      ['tag', post.tagKeys, tags, TAGS_FILE],
    ] as const) {
      for (const key of keys.filter((k) => !known.has(k))) {
        problems.push(
          `${post.sourcePath}: the ${what} "${key}" is not in ${file}; add it there or fix the key (known: ${[...known].join(', ')})`,
        );
      }
    }
  }
  const used = new Set(posts.filter((p) => !p.unlisted).flatMap((p) => p.tagKeys));
  for (const key of tagKeys) {
    if (!used.has(key)) problems.push(`${TAGS_FILE}: no listed post uses the tag "${key}"; tag a post with it or remove it`);
  }
  return problems;
}

/** The pages of a list of `count` posts, `perPage` to a page (at least one page). */
function pagination(count: number, perPage: number) {
  const numPages = Math.max(1, Math.ceil(count / perPage));
  return Array.from({ length: numPages }, (_, i) => ({ limit: perPage, skip: i * perPage, currentPage: i + 1, numPages }));
}

export function listPages(listedCount: number, perPage = BLOG_POSTS_PER_PAGE) {
  return pagination(listedCount, perPage).map((page) => ({
    path: blogListPath(page.currentPage),
    context: { ...page, seo: { title: page.currentPage > 1 ? `Blog, page ${page.currentPage}` : 'Blog' } satisfies PageSeo },
  }));
}

/** A post whose route is /blog/<four digits> would take the place of that year's page. */
export function checkPostRoutes(posts: readonly PostForPages[]): string[] {
  return posts
    .filter((post) => /^\d{4}$/.test(post.path.slice(BLOG_PATH.length + 1)))
    .map(
      (post) =>
        `${post.sourcePath}: the route ${post.path} belongs to the page of the year's posts; give the post a front matter slug that is not a year, or rename the file`,
    );
}

/**
 * The pages of every year that has listed posts, newest year first; each knows the nearest
 * newer and older year with posts (years without posts are skipped, as they have no page).
 */
export function yearPages(years: readonly { year: number; count: number }[], perPage = BLOG_POSTS_PER_PAGE) {
  const sorted = years.filter((y) => y.count > 0).sort((a, b) => b.year - a.year);
  return sorted.flatMap(({ year, count }, i) => {
    const newerYear = i > 0 ? sorted[i - 1].year : null;
    const olderYear = i < sorted.length - 1 ? sorted[i + 1].year : null;
    return pagination(count, perPage).map((page) => ({
      path: blogYearPath(year, page.currentPage),
      context: {
        year,
        ...page,
        newerYear,
        olderYear,
        seo: { title: page.currentPage > 1 ? `Posts of ${year}, page ${page.currentPage}` : `Posts of ${year}` } satisfies PageSeo,
      },
    }));
  });
}

interface BlogQuery {
  allBlogPost: { nodes: PostForPages[] };
  years: { group: { fieldValue: string; totalCount: number }[] };
  allBlogAuthor: { nodes: { key: string }[] };
  allBlogTag: { nodes: { id: string; key: string; label: string; count: number }[] };
}

/** A tag page's title: how many listed posts carry the tag. */
export const tagTitle = (count: number, label: string): string => `${count} ${count === 1 ? 'post' : 'posts'} tagged with "${label}"`;

export async function createBlogPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'reporter'> & { actions: Pick<Actions, 'createPage'> }) {
  const result = await graphql<BlogQuery>(`
    query CreateBlogPages {
      allBlogPost(sort: { date: DESC }) {
        nodes { id path title sourcePath contentFilePath unlisted authorKeys tagKeys }
      }
      years: allBlogPost(filter: { unlisted: { eq: false } }) {
        group(field: { year: SELECT }) { fieldValue totalCount }
      }
      allBlogAuthor { nodes { key } }
      allBlogTag { nodes { id key label count } }
    }
  `);
  if (result.errors || !result.data) {
    const messages = (result.errors as { message: string }[] | undefined)?.map((e) => e.message) ?? [];
    reporter.panicOnBuild(`Could not create the blog pages:\n${[...new Set(messages)].join('\n')}`);
    return;
  }
  const { allBlogPost, allBlogAuthor, allBlogTag, years } = result.data;
  const problems = [
    ...checkBlogKeys(
      allBlogPost.nodes,
      allBlogAuthor.nodes.map((a) => a.key),
      allBlogTag.nodes.map((t) => t.key),
    ),
    ...checkPostRoutes(allBlogPost.nodes),
  ];
  if (problems.length > 0) {
    reporter.panicOnBuild(`Problems in the blog:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return;
  }
  const { createPage } = actions;
  for (const page of listPages(allBlogPost.nodes.filter((p) => !p.unlisted).length)) {
    createPage({ ...page, component: BLOG_TEMPLATES.list });
  }
  for (const page of yearPages(years.group.map((g) => ({ year: Number(g.fieldValue), count: g.totalCount })))) {
    createPage({ ...page, component: BLOG_TEMPLATES.year });
  }
  for (const post of allBlogPost.nodes) {
    createPage({
      path: post.path,
      component: BLOG_TEMPLATES.post,
      // The body's file (src/mdx/compiled-bodies.ts).
      context: {
        id: post.id,
        body: bodyFileOf(post.contentFilePath),
        seo: { title: post.title },
      },
    });
  }
  createPage({ path: `${BLOG_PATH}/tags`, component: BLOG_TEMPLATES.tags, context: { seo: { title: 'Tags' } } });
  for (const tag of allBlogTag.nodes) {
    createPage({
      path: blogTagPath(tag.key),
      component: BLOG_TEMPLATES.tag,
      context: { id: tag.id, seo: { title: tagTitle(tag.count, tag.label) } },
    });
  }
  createPage({ path: `${BLOG_PATH}/archive`, component: BLOG_TEMPLATES.archive, context: { seo: { title: 'Archive' } } });
  createPage({ path: `${BLOG_PATH}/authors`, component: BLOG_TEMPLATES.authors, context: { seo: { title: 'Authors' } } });
}
