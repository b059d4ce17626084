import { Link } from 'gatsby';
import React from 'react';
import type { SidebarItem } from '../../shared/sidebar';
import * as styles from './styles.module.css';

export interface Props {
  items: SidebarItem[];
  /** The route of the page being shown. */
  activePath: string;
}

function contains(item: SidebarItem, path: string): boolean {
  if (item.type === 'category') return item.href === path || item.items.some((child) => contains(child, path));
  return item.href === path;
}

function Items({ items, activePath }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.type}:${item.label}:${item.href ?? ''}`}>
          {item.type === 'category' ? (
            <details open={!item.collapsed || contains(item, activePath)}>
              <summary className={styles.category}>{item.label}</summary>
              <Items items={item.items} activePath={activePath} />
            </details>
          ) : item.type === 'doc' ? (
            <Link
              className={styles.link}
              to={item.href}
              aria-current={item.href === activePath ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ) : (
            <a className={styles.link} href={item.href}>
              {item.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The sidebar of a docs page, with the current page marked and its category open. */
export default function DocSidebar({ items, activePath }: Props) {
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <Items items={items} activePath={activePath} />
    </nav>
  );
}
