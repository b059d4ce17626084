/** /blog/tags/<key>: the listed posts carrying one tag, newest first. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { BlogLayout, BlogPostCard, Seo } from './blog-components';
import { BLOG_PATH } from '../shared/blog';
import SiteLink from '../components/SiteLink';
import type { SeoContext } from '../shared/seo';

type Data = Queries.BlogTagPageQuery;

export default function BlogTagTemplate({ data, location, pageContext }: PageProps<Data, SeoContext>) {
  const tag = data.tag;
  if (!tag) return null;
  return (
    <BlogLayout sidebarPosts={data.recent.nodes} activePath={location.pathname}>
      <h1 className="page-title">{pageContext.seo.title}</h1>
      <p className="page-lead">
        {tag.description} <SiteLink to={`${BLOG_PATH}/tags`}>View all tags</SiteLink>
      </p>
      {tag.posts.map((post) => (
        <BlogPostCard key={post.id} post={post} />
      ))}
    </BlogLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, SeoContext>) {
  const tag = data.tag;
  if (!tag) return null;
  return <Seo {...pageContext.seo} description={tag.description} path={tag.path} />;
}

export const query = graphql`
  query BlogTagPage($id: String!) {
    tag: blogTag(id: { eq: $id }) {
      key
      label
      description
      path
      count
      posts {
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
