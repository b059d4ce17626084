import React from 'react';
import { useDocsSidebar } from '../../contexts/DocsSidebar';
import { useLocalStorage } from '../../hooks/useLocalStorage';
import { SIDEBAR_HIDDEN_ATTRIBUTE, SKIP_TARGET_ATTRIBUTE, STORAGE_KEYS } from '../../shared/storage';
import DocSidebar from '../DocSidebar';
import * as styles from './styles.module.css';

export interface Props {
  children: React.ReactNode;
}

/**
 * The part of a docs page that stays while the reader moves between docs pages: the sticky
 * sidebar (which keeps its scroll position and open categories) and the column beside it.
 * It is rendered by the page wrapper, outside the page component, for that reason; the
 * sidebar comes from the page's query through DocsSidebarProvider. The
 * sidebar can be hidden; the choice is remembered. The head script marks <html> when the
 * stored choice hides it, so the server-rendered page is already collapsed before React runs;
 * toggling keeps that mark in step.
 */
export default function DocsShell({ children }: Props) {
  const sidebar = useDocsSidebar();
  const [hiddenValue, setStoredHidden] = useLocalStorage(STORAGE_KEYS.sidebarHidden, null);
  const hidden = hiddenValue === 'true';
  const setHidden = (value: 'true' | null) => {
    setStoredHidden(value);
    document.documentElement.toggleAttribute(SIDEBAR_HIDDEN_ATTRIBUTE, value === 'true');
  };
  return (
    <div
      className={`${styles.shell} ${sidebar && !hidden ? styles.withSidebar : ''} ${sidebar && hidden ? styles.withCollapsedSidebar : ''}`}
    >
      {sidebar && (
        <aside className={styles.sidebar} data-docs-sidebar="">
          {hidden ? (
            <button
              type="button"
              className={styles.expand}
              onClick={() => setHidden(null)}
              aria-label="Show the sidebar"
              title="Show the sidebar"
            >
              »
            </button>
          ) : (
            <div className={styles.sticky}>
              <div className={styles.scroll}>
                <DocSidebar items={sidebar.items} activePath={sidebar.activePath} />
              </div>
              <button
                type="button"
                className={styles.collapse}
                onClick={() => setHidden('true')}
                aria-label="Hide the sidebar"
                title="Hide the sidebar"
              >
                «
              </button>
            </div>
          )}
        </aside>
      )}
      <div className={styles.main} {...{ [SKIP_TARGET_ATTRIBUTE]: '' }} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
