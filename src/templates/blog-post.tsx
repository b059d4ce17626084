/**
 * A blog post. The body is the post's compiled MDX (the file its context names,
 * src/mdx/compiled-bodies.ts); the header, tags, neighbours and table of contents come from the page query.
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { BlogLayout, BlogPager, BlogPostHeader, BlogTags, Seo } from './blog-components';
import { mdxComponents } from '../mdx/body-components';
import MdxBody from '../components/MdxBody';
import { BLOG_ATOM_PATH, BLOG_RSS_PATH, BLOG_TITLE } from '../shared/blog';
import * as styles from './blog.module.css';
import type { SeoContext } from '../shared/seo';

type Data = Queries.BlogPostPageQuery;
export type Context = SeoContext & { body: string };

export default function BlogPostTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const post = data.post;
  if (!post) return null;
  return (
    <BlogLayout sidebarPosts={data.recent.nodes} activePath={post.path} toc={post.toc}>
      <article>
        {post.unlisted && (
          <p className={styles.notice} role="note">
            <strong>Unlisted post.</strong> It is reachable by its address only: not in the blog’s lists, feeds or sitemap.
          </p>
        )}
        {post.draft && (
          <p className={styles.notice} role="note">
            <strong>Draft post.</strong> It is shown while developing and left out of production builds.
          </p>
        )}
        <BlogPostHeader
          as="h1"
          title={post.title}
          path={post.path}
          date={post.date}
          updated={post.updated ? { date: post.updated, note: post.updateNote ?? null } : null}
          readingTime={post.readingTime}
          authors={post.authors}
        />
        <MdxBody path={post.path} file={pageContext.body} className={styles.markdown} components={mdxComponents} />
        <footer className={styles.postFooter}>
          {post.tags.length > 0 && (
            <div className={styles.tagsRow}>
              <span className={styles.tagsLabel}>Tags:</span>
              <BlogTags tags={post.tags} label="Tags of this post" />
            </div>
          )}
          <a href={post.editUrl} rel="noopener noreferrer">
            Edit this post
          </a>
        </footer>
      </article>
      <BlogPager
        label="Blog post page navigation"
        previous={post.newer ? { kind: 'Newer post', title: post.newer.title, href: post.newer.path } : null}
        next={post.older ? { kind: 'Older post', title: post.older.title, href: post.older.path } : null}
      />
    </BlogLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, SeoContext>) {
  const post = data.post;
  if (!post) return null;
  return (
    <Seo
      {...pageContext.seo}
      description={post.description}
      path={post.path}
      noindex={post.unlisted || post.draft}
      type="article"
      publishedTime={post.date}
      image={post.image?.publicURL ?? null}
      imageAlt={post.image ? post.title : undefined}
    >
      <link rel="alternate" type="application/rss+xml" title={`${BLOG_TITLE} (RSS)`} href={BLOG_RSS_PATH} />
      <link rel="alternate" type="application/atom+xml" title={`${BLOG_TITLE} (Atom)`} href={BLOG_ATOM_PATH} />
      {post.updated && <meta property="article:modified_time" content={post.updated} />}
      {post.tags.map((tag) => (
        <meta key={tag.key} property="article:tag" content={tag.label} />
      ))}
    </Seo>
  );
}

export const query = graphql`
  query BlogPostPage($id: String!) {
    post: blogPost(id: { eq: $id }) {
      ...BlogPostSummary
      updated
      updateNote
      unlisted
      draft
      editUrl
      image {
        publicURL
      }
      toc {
        id
        value
        depth
      }
      newer {
        title
        path
      }
      older {
        title
        path
      }
    }
    recent: allBlogPost(filter: { unlisted: { eq: false } }, sort: { date: DESC }, limit: 20) {
      nodes {
        ...BlogSidebarPost
      }
    }
  }
`;
