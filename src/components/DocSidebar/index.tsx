import { Link } from 'gatsby';
import React, { useId, useState } from 'react';
import type { SidebarCategoryItem, SidebarItem } from '../../shared/sidebar';
import Collapsible from '../Collapsible';
import * as styles from './styles.module.css';

export interface Props {
  items: SidebarItem[];
  /** The route of the page being shown. */
  activePath: string;
  /** Called when a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

export function containsPath(item: SidebarItem, path: string): boolean {
  if (item.type === 'category') return item.href === path || item.items.some((child) => containsPath(child, path));
  return item.href === path;
}

function itemKey(item: SidebarItem): string {
  return `${item.type}:${item.label}:${item.href ?? ''}`;
}

interface CategoryProps {
  item: SidebarCategoryItem;
  activePath: string;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

function Category({ item, activePath, open, onToggle, onNavigate }: CategoryProps) {
  const id = useId();
  const active = containsPath(item, activePath);
  return (
    <li>
      <div className={styles.categoryRow}>
        {item.href ? (
          <Link
            className={`${styles.link} ${styles.categoryLabel}`}
            to={item.href}
            aria-current={item.href === activePath ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        ) : (
          <button type="button" className={`${styles.categoryLabel} ${active ? styles.activeCategory : ''}`} onClick={onToggle} aria-expanded={open} aria-controls={id}>
            {item.label}
          </button>
        )}
        <button
          type="button"
          className={`${styles.caret} ${open ? styles.caretOpen : ''}`}
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${open ? 'Collapse' : 'Expand'} the category ${item.label}`}
        />
      </div>
      <Collapsible open={open} id={id}>
        <Items items={item.items} activePath={activePath} onNavigate={onNavigate} />
      </Collapsible>
    </li>
  );
}

function NestedCategory(props: Omit<CategoryProps, 'open' | 'onToggle'>) {
  const [open, setOpen] = useState(() => !props.item.collapsed || containsPath(props.item, props.activePath));
  return <Category {...props} open={open} onToggle={() => setOpen((o) => !o)} />;
}

function Leaf({ item, activePath, onNavigate }: { item: SidebarItem; activePath: string; onNavigate?: () => void }) {
  if (item.type === 'doc') {
    return (
      <li>
        <Link className={styles.link} to={item.href} aria-current={item.href === activePath ? 'page' : undefined} onClick={onNavigate}>
          {item.label}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <a className={styles.link} href={item.href ?? undefined} rel="noopener noreferrer">
        {item.label}
      </a>
    </li>
  );
}

function Items({ items, activePath, onNavigate }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        item.type === 'category' ? (
          <NestedCategory key={itemKey(item)} item={item} activePath={activePath} onNavigate={onNavigate} />
        ) : (
          <Leaf key={itemKey(item)} item={item} activePath={activePath} onNavigate={onNavigate} />
        ),
      )}
    </ul>
  );
}

/**
 * A docs sidebar. At the top level only one category is open at a time (opening one closes
 * the others); the category holding the current page opens on load. Nested categories open
 * and close on their own.
 */
export default function DocSidebar({ items, activePath, onNavigate }: Props) {
  const [openTop, setOpenTop] = useState<string | null>(
    () => items.find((i) => i.type === 'category' && containsPath(i, activePath))?.label ?? null,
  );
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <ul className={`${styles.list} ${styles.top}`}>
        {items.map((item) =>
          item.type === 'category' ? (
            <Category
              key={itemKey(item)}
              item={item}
              activePath={activePath}
              open={openTop === item.label}
              onToggle={() => setOpenTop((current) => (current === item.label ? null : item.label))}
              onNavigate={onNavigate}
            />
          ) : (
            <Leaf key={itemKey(item)} item={item} activePath={activePath} onNavigate={onNavigate} />
          ),
        )}
      </ul>
    </nav>
  );
}
