import { Link } from 'gatsby';
import React from 'react';
import type { NavLink } from '../../shared/sidebar';
import * as styles from './styles.module.css';

export interface Props {
  crumbs: readonly NavLink[];
  current: string;
}

/**
 * A category's link may lead to the page being read (its first page): Gatsby's Link would then
 * mark it aria-current too, but only the last crumb is the current page.
 */
const notCurrent = () => ({ 'aria-current': undefined });

/** Home, the categories above the page, then the page itself. */
export default function Breadcrumbs({ crumbs, current }: Props) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.href + crumb.label}>
            {crumb.href ? (
              <Link to={crumb.href} getProps={notCurrent}>
                {crumb.label}
              </Link>
            ) : (
              crumb.label
            )}
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
