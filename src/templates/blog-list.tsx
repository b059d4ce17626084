/**
 * The blog's front page and its further pages (/blog, /blog/page/2, ...): listed posts,
 * newest first, BLOG_POSTS_PER_PAGE to a page (the limit and offset come from page context).
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { BlogLayout, BlogPager, BlogPostCard, listPager, Seo } from './blog-components';
import { BLOG_ATOM_PATH, BLOG_DESCRIPTION, BLOG_RSS_PATH, BLOG_TITLE, blogListPath } from '../shared/blog';
import type { SeoContext } from '../shared/seo';

type Data = Queries.BlogListPageQuery;
interface Context extends SeoContext {
  currentPage: number;
  numPages: number;
}

export default function BlogListTemplate({ data, pageContext, location }: PageProps<Data, Context>) {
  const { currentPage, numPages } = pageContext;
  return (
    <BlogLayout sidebarPosts={data.recent.nodes} activePath={location.pathname}>
      <h1 className="page-title">{currentPage > 1 ? `${BLOG_TITLE}, page ${currentPage}` : BLOG_TITLE}</h1>
      <p className="page-lead">
        {BLOG_DESCRIPTION} Follow it with the <a href={BLOG_RSS_PATH}>RSS</a> or <a href={BLOG_ATOM_PATH}>Atom</a> feed.
      </p>
      {data.posts.nodes.map((post) => (
        <BlogPostCard key={post.id} post={post} />
      ))}
      <BlogPager label="Blog list page navigation" {...listPager(currentPage, numPages, blogListPath)} />
    </BlogLayout>
  );
}

export function Head({ pageContext, location }: HeadProps<Data, Context>) {
  return (
    <Seo {...pageContext.seo} description={BLOG_DESCRIPTION} path={location.pathname}>
      <link rel="alternate" type="application/rss+xml" title={`${BLOG_TITLE} (RSS)`} href={BLOG_RSS_PATH} />
      <link rel="alternate" type="application/atom+xml" title={`${BLOG_TITLE} (Atom)`} href={BLOG_ATOM_PATH} />
    </Seo>
  );
}

export const query = graphql`
  query BlogListPage($skip: Int!, $limit: Int!) {
    posts: allBlogPost(filter: { unlisted: { eq: false } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
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
