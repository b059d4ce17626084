/** /blog/archive: every listed post, by year, newest first; each year's heading links to its page. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { BlogLayout, Seo } from './blog-components';
import { blogYearPath, formatPostDate, groupByYear } from '../shared/blog';
import * as styles from './blog.module.css';
import SiteLink from '../components/SiteLink';
import type { SeoContext } from '../shared/seo';

type Data = Queries.BlogArchivePageQuery;

export default function BlogArchiveTemplate({ data, location }: PageProps<Data>) {
  return (
    <BlogLayout sidebarPosts={data.recent.nodes} activePath={location.pathname}>
      <h1 className="page-title">Archive</h1>
      <p className="page-lead">All the posts of the Lexical blog, year by year.</p>
      {groupByYear(data.posts.nodes).map(({ year, posts }) => (
        <section key={year} className={styles.section} aria-labelledby={`archive-${year}`}>
          <h2 id={`archive-${year}`} className={styles.sectionTitle}>
            <SiteLink to={blogYearPath(year)}>{year}</SiteLink>
          </h2>
          <ul className={styles.archiveList}>
            {posts.map((post) => (
              <li key={post.path}>
                <time dateTime={post.date}>{formatPostDate(post.date)}</time>
                <SiteLink to={post.path}>{post.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}

export function Head({ location, pageContext }: HeadProps<Data, SeoContext>) {
  return <Seo {...pageContext.seo} description="Every post of the Lexical blog, grouped by year." path={location.pathname} />;
}

export const query = graphql`
  query BlogArchivePage {
    posts: allBlogPost(filter: { unlisted: { eq: false } }, sort: { date: DESC }) {
      nodes {
        ...BlogSidebarPost
      }
    }
    recent: allBlogPost(filter: { unlisted: { eq: false } }, sort: { date: DESC }, limit: 20) {
      nodes {
        ...BlogSidebarPost
      }
    }
  }
`;
