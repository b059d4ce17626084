/** /blog/authors: every author, with their role and the posts they wrote. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { BlogAuthor, BlogLayout, Seo } from './blog-components';
import { blogAuthorAnchor, formatPostDate } from '../shared/blog';
import * as styles from './blog.module.css';
import SiteLink from '../components/SiteLink';
import type { SeoContext } from '../shared/seo';

type Data = Queries.BlogAuthorsPageQuery;

export default function BlogAuthorsTemplate({ data, location }: PageProps<Data>) {
  return (
    <BlogLayout sidebarPosts={data.recent.nodes} activePath={location.pathname}>
      <h1 className="page-title">Authors</h1>
      <p className="page-lead">The people (and teams) who write the Lexical blog.</p>
      {data.authors.nodes.map((author) => (
        <section key={author.key} id={blogAuthorAnchor(author.key)} className={styles.author} aria-label={author.name}>
          <BlogAuthor author={author} size="large" />
          {author.posts.length > 0 ? (
            <ul className={styles.authorPosts}>
              {author.posts.map((post) => (
                <li key={post.path}>
                  <SiteLink to={post.path}>{post.title}</SiteLink>{' '}
                  <time className={styles.muted} dateTime={post.date}>
                    ({formatPostDate(post.date)})
                  </time>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>No posts yet.</p>
          )}
        </section>
      ))}
    </BlogLayout>
  );
}

export function Head({ location, pageContext }: HeadProps<Data, SeoContext>) {
  return <Seo {...pageContext.seo} description="The authors of the Lexical blog and the posts they wrote." path={location.pathname} />;
}

export const query = graphql`
  query BlogAuthorsPage {
    authors: allBlogAuthor(sort: { name: ASC }) {
      nodes {
        ...BlogAuthorSummary
        posts {
          ...BlogSidebarPost
        }
      }
    }
    recent: allBlogPost(filter: { unlisted: { eq: false } }, sort: { date: DESC }, limit: 20) {
      nodes {
        ...BlogSidebarPost
      }
    }
  }
`;
