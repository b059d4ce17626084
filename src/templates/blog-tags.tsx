/** /blog/tags: every tag with the number of listed posts that carry it. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { BlogLayout, BlogTags, Seo } from './blog-components';
import type { SeoContext } from '../shared/seo';

type Data = Queries.BlogTagsPageQuery;

export default function BlogTagsTemplate({ data, location }: PageProps<Data>) {
  return (
    <BlogLayout sidebarPosts={data.recent.nodes} activePath={location.pathname}>
      <h1 className="page-title">Tags</h1>
      <p className="page-lead">Every topic of the blog, with the number of posts about it.</p>
      <BlogTags tags={data.tags.nodes} label="All tags" />
    </BlogLayout>
  );
}

export function Head({ location, pageContext }: HeadProps<Data, SeoContext>) {
  return <Seo {...pageContext.seo} description="Every tag of the Lexical blog, with its number of posts." path={location.pathname} />;
}

export const query = graphql`
  query BlogTagsPage {
    tags: allBlogTag(sort: { label: ASC }) {
      nodes {
        key
        label
        path
        count
      }
    }
    recent: allBlogPost(filter: { unlisted: { eq: false } }, sort: { date: DESC }, limit: 20) {
      nodes {
        ...BlogSidebarPost
      }
    }
  }
`;
