import type { IGatsbyImageData } from 'gatsby-plugin-image';
import React from 'react';
import * as styles from './styles.module.css';

export interface Props {
  /** An author as the `BlogAuthorSummary` fragment (BlogPostCard) gives it. */
  author: Queries.BlogAuthorSummaryFragment;
  /** `large` on the authors page, `small` in post headers. */
  size?: 'small' | 'large';
}

/**
 * The avatar as a plain picture of the sizes and formats gatsby-plugin-image made at build time.
 * Its <GatsbyImage> component would bring its runtime and, to hydrate, a copy of React's server
 * renderer (about 26 KB gzip) to every page that shows an author, for a 40-pixel image.
 */
function Avatar({ image }: { image: IGatsbyImageData }) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={styles.avatar}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt=""
        decoding="async"
      />
    </picture>
  );
}

/** An author's avatar, name and role. */
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
      {image && <Avatar image={image} />}
      <div>
        <div className={styles.name}>{name}</div>
        <div className={styles.title}>{author.title}</div>
      </div>
    </div>
  );
}
