/**
 * /blog/<year> (and /blog/<year>/page/2, ...): the listed posts of one year, newest first,
 * BLOG_POSTS_PER_PAGE to a page, with links to the nearest newer and older years that have
 * posts. Which years get a page, and their neighbours, is worked out in src/node/blog.
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { BlogLayout, BlogPager, BlogPostCard, listPager, Seo } from './blog-components';
import { BLOG_PATH, blogYearPath } from '../shared/blog';
import SiteLink from '../components/SiteLink';
import type { SeoContext } from '../shared/seo';

type Data = Queries.BlogYearPageQuery;
export interface Context extends SeoContext {
  year: number;
  currentPage: number;
  numPages: number;
  newerYear: number | null;
  olderYear: number | null;
}

const yearDescription = (year: number, count: number): string =>
  `The ${count === 1 ? 'one post' : `${count} posts`} of the Lexical blog published in ${year}, newest first.`;

export default function BlogYearTemplate({ data, pageContext, location }: PageProps<Data, Context>) {
  const { year, currentPage, numPages, newerYear, olderYear } = pageContext;
  return (
    <BlogLayout sidebarPosts={data.recent.nodes} activePath={location.pathname}>
      <h1 className="page-title">{pageContext.seo.title}</h1>
      <p className="page-lead">
        {yearDescription(year, data.posts.totalCount)} <SiteLink to={`${BLOG_PATH}/archive`}>See every year in the archive</SiteLink>
      </p>
      {data.posts.nodes.map((post) => (
        <BlogPostCard key={post.id} post={post} />
      ))}
      <BlogPager label={`Pages of ${year}`} {...listPager(currentPage, numPages, (page) => blogYearPath(year, page))} />
      <BlogPager
        label="Other years"
        previous={newerYear !== null ? { kind: 'Newer year', title: `Posts of ${newerYear}`, href: blogYearPath(newerYear) } : null}
        next={olderYear !== null ? { kind: 'Older year', title: `Posts of ${olderYear}`, href: blogYearPath(olderYear) } : null}
      />
    </BlogLayout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  return <Seo {...pageContext.seo} description={yearDescription(pageContext.year, data.posts.totalCount)} path={location.pathname} />;
}

export const query = graphql`
  query BlogYearPage($year: Int!, $skip: Int!, $limit: Int!) {
    posts: allBlogPost(filter: { unlisted: { eq: false }, year: { eq: $year } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...BlogPostSummary
      }
    }
    recent: allBlogPost(filter: { unlisted: { eq: false } }, sort: { date: DESC }, limit: 20) {
      nodes {
        ...BlogSidebarPost
      }
    }
  }
`;
