import React from 'react';
import { formatPostDate, readingTimeLabel } from '../../shared/blog';
import BlogAuthor from '../BlogAuthor';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

export interface Props {
  title: string;
  /** The post's route: the title links to it in lists. */
  path: string;
  /** ISO date of publication. */
  date: string;
  /** The last revision (ISO date and what it changed), shown under the date on the post's page. */
  updated?: { date: string; note: string | null } | null;
  readingTime: number;
  authors: readonly Queries.BlogAuthorSummaryFragment[];
  /** h1 on the post's own page, h2 in lists. */
  as: 'h1' | 'h2';
}

/** Title, date, reading time and authors of a post. */
export default function BlogPostHeader({ title, path, date, updated, readingTime, authors, as: Heading }: Props) {
  return (
    <header className={styles.header}>
      <Heading className={Heading === 'h1' ? 'page-title' : styles.listTitle}>
        {Heading === 'h1' ? title : <SiteLink to={path}>{title}</SiteLink>}
      </Heading>
      <p className={styles.meta}>
        <time dateTime={date}>{formatPostDate(date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{readingTimeLabel(readingTime)}</span>
      </p>
      {updated && (
        <p className={styles.updated}>
          Updated <time dateTime={updated.date}>{formatPostDate(updated.date)}</time>
          {updated.note && `: ${updated.note}`}
        </p>
      )}
      {authors.length > 0 && (
        <ul className={styles.authors} aria-label="Authors">
          {authors.map((author) => (
            <li key={author.key}>
              <BlogAuthor author={author} />
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
