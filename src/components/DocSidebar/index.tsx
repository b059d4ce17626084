import React, { useEffect, useId, useRef, useState } from 'react';
import type { SidebarCategoryItem, SidebarItem } from '../../shared/sidebar';
import Collapsible from '../Collapsible';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

export interface Props {
  items: SidebarItem[];
  /** The route of the page being shown. */
  activePath: string;
  /** Called when a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

function containsPath(item: SidebarItem, path: string): boolean {
  return item.href === path || (item.type === 'category' && item.items.some((child) => containsPath(child, path)));
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
          <SiteLink
            className={`${styles.link} ${styles.categoryLabel}`}
            to={item.href}
            current={item.href === activePath}
            onClick={onNavigate}
          >
            {item.label}
          </SiteLink>
        ) : (
          <button
            type="button"
            className={`clean-button ${styles.categoryLabel} ${active ? styles.activeCategory : ''}`}
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={id}
          >
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

/**
 * A label with break opportunities where an identifier's words meet (`CodeHighlight|Node`,
 * `lexical_|react`, `@lexical/|yjs`, `$create|Text|Node`), so a long API name wraps between words instead of
 * mid-word.
 */
function BreakableLabel({ text }: { text: string }) {
  const parts = text.replace(/([a-z0-9])(?=[A-Z])|([_./])(?=[^_./])/g, '$1$2\u0000').split('\u0000');
  return (
    <>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </>
  );
}

function Leaf({ item, activePath, onNavigate }: { item: SidebarItem; activePath: string; onNavigate?: () => void }) {
  if (item.type === 'doc') {
    return (
      <li>
        <SiteLink className={styles.link} to={item.href} current={item.href === activePath} onClick={onNavigate}>
          <BreakableLabel text={item.label} />
        </SiteLink>
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
 * Scrolls the sidebar's own scroll box (not the page) so the current entry is in view when the
 * page opens or changes; an entry already visible stays where it is.
 */
function useCurrentEntryInView(navRef: React.RefObject<HTMLElement>, activePath: string) {
  useEffect(() => {
    const current = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = navRef.current?.parentElement;
    if (!current || !box || box.scrollHeight <= box.clientHeight) return;
    const entry = current.getBoundingClientRect();
    const view = box.getBoundingClientRect();
    if (entry.top >= view.top && entry.bottom <= view.bottom) return;
    box.scrollBy({ top: entry.top - view.top - (view.height - entry.height) / 2 });
  }, [navRef, activePath]);
}

/**
 * A docs sidebar. At the top level, opening a category closes the others it opened before,
 * except the category holding the current page: that one stays open until the reader closes
 * it (and opens again on the next page it holds). Nested categories open and close on their own.
 */
export default function DocSidebar({ items, activePath, onNavigate }: Props) {
  const [openTop, setOpenTop] = useState<string | null>(null);
  // The page on which the reader closed the current page's category, if they did.
  const [closedOn, setClosedOn] = useState<string | null>(null);
  const holdsPage = (item: SidebarCategoryItem) => containsPath(item, activePath);
  const isOpen = (item: SidebarCategoryItem) => (holdsPage(item) ? closedOn !== activePath : openTop === item.label);
  const toggle = (item: SidebarCategoryItem) => {
    if (holdsPage(item)) setClosedOn((page) => (page === activePath ? null : activePath));
    else setOpenTop((current) => (current === item.label ? null : item.label));
  };
  const navRef = useRef<HTMLElement>(null);
  useCurrentEntryInView(navRef, activePath);
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar" ref={navRef}>
      <ul className={`${styles.list} ${styles.top}`}>
        {items.map((item) =>
          item.type === 'category' ? (
            <Category
              key={itemKey(item)}
              item={item}
              activePath={activePath}
              open={isOpen(item)}
              onToggle={() => toggle(item)}
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
