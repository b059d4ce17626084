import React from 'react';
import type { NavLink } from '../../shared/sidebar';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

export interface Props {
  crumbs: readonly NavLink[];
  current: string;
}

/**
 * Home, the categories above the page, then the page itself. A category's link may lead to the
 * page being read (its first page), but only the last crumb is the current page.
 */
export default function Breadcrumbs({ crumbs, current }: Props) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        <li>
          <SiteLink to="/">Home</SiteLink>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.href + crumb.label}>
            {crumb.href ? (
              <SiteLink to={crumb.href} current={false}>
                {crumb.label}
              </SiteLink>
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
