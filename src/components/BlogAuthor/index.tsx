import { GatsbyImage } from 'gatsby-plugin-image';
import React from 'react';
import * as styles from './styles.module.css';

/** An author as the `BlogAuthorSummary` fragment (BlogPostCard) gives it. */
export type BlogAuthorData = Queries.BlogAuthorSummaryFragment;

export interface Props {
  author: BlogAuthorData;
  /** `large` on the authors page, `small` in post headers. */
  size?: 'small' | 'large';
}

/** An author's avatar (through gatsby-plugin-image), name and role. */
export default function BlogAuthor({ author, size = 'small' }: Props) {
  const image = author.avatar?.childImageSharp?.gatsbyImageData;
  const name = author.url ? (
    <a href={author.url} rel="noopener noreferrer">
      {author.name}
    </a>
  ) : (
    author.name
  );
  return (
    <div className={`${styles.author} ${size === 'large' ? styles.large : ''}`}>
      {image && <GatsbyImage image={image} alt="" className={styles.avatar} />}
      <div>
        <div className={styles.name}>{name}</div>
        <div className={styles.title}>{author.title}</div>
      </div>
    </div>
  );
}
