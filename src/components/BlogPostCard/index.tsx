import { graphql } from 'gatsby';
import React from 'react';
import BlogPostHeader from '../BlogPostHeader';
import BlogTags from '../BlogTags';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

export interface Props {
  post: Queries.BlogPostSummaryFragment;
}

/** A post in a list: its header, its description and a link to read it. */
export default function BlogPostCard({ post }: Props) {
  return (
    <article className={styles.card}>
      <BlogPostHeader as="h2" title={post.title} path={post.path} date={post.date} readingTime={post.readingTime} authors={post.authors} />
      <p className={styles.description}>{post.description}</p>
      <footer className={styles.footer}>
        <BlogTags tags={post.tags} label={`Tags of ${post.title}`} />
        {/* The title is in the link's text, not only its aria-label: search engines read the text. */}
        <SiteLink className={styles.more} to={post.path}>
          Read more<span className="visually-hidden"> about {post.title}</span>
        </SiteLink>
      </footer>
    </article>
  );
}

/** @public The fields a post needs in a list (blog pages, tag pages, archive): Gatsby finds the fragment by itself. */
export const query = graphql`
  fragment BlogAuthorSummary on BlogAuthor {
    key
    name
    title
    url
    avatar {
      childImageSharp {
        gatsbyImageData(width: 64, height: 64, layout: CONSTRAINED, placeholder: NONE)
      }
    }
  }
  fragment BlogPostSummary on BlogPost {
    id
    title
    path
    date
    description
    readingTime
    authors {
      ...BlogAuthorSummary
    }
    tags {
      key
      label
      path
    }
  }
`;
