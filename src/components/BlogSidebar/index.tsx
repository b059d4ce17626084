import { graphql } from 'gatsby';
import React from 'react';
import { blogYearPath, groupByYear } from '../../shared/blog';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

export interface Props {
  /** Recent listed posts, newest first. */
  posts: readonly Queries.BlogSidebarPostFragment[];
  /** The route of the page, to mark the current post. */
  activePath: string;
}

/** A page of the year's own list: /blog/2025 or /blog/2025/page/2. */
const isPageOfYear = (activePath: string, year: string) =>
  activePath === blogYearPath(year) || activePath.startsWith(`${blogYearPath(year)}/`);

/** The blog's navigation: recent posts under the year they were published, each year linking to its page. */
export default function BlogSidebar({ posts, activePath }: Props) {
  return (
    <nav className={styles.sidebar} aria-label="Blog recent posts">
      <p className={styles.title}>Recent posts</p>
      {groupByYear(posts).map(({ year, posts: ofYear }) => (
        <section key={year} className={styles.year} aria-label={`Posts of ${year}`}>
          <h2 id={`blog-sidebar-${year}`} className={styles.yearTitle}>
            <SiteLink to={blogYearPath(year)} className={styles.yearLink} current={isPageOfYear(activePath, year)}>
              {year}
            </SiteLink>
          </h2>
          <ul className={styles.list}>
            {ofYear.map((post) => (
              <li key={post.path}>
                <SiteLink to={post.path} className={styles.link} current={post.path === activePath}>
                  {post.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** @public What every blog template asks for each of its sidebar's posts: Gatsby finds the fragment by itself. */
export const query = graphql`
  fragment BlogSidebarPost on BlogPost {
    title
    path
    date
  }
`;
