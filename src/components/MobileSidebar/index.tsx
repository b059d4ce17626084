import { withPrefix } from 'gatsby';
import React, { useEffect, useRef } from 'react';
import { siteConfig } from '../../config/client';
import { useDocsSidebar } from '../../contexts/DocsSidebar';
import { useMobileMenu } from '../../contexts/MobileMenu';
import ColorModeToggle from '../ColorModeToggle';
import DocSidebar from '../DocSidebar';
import NavbarItem from '../NavbarItem';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the open menu, and gives focus back when it closes. */
function useFocusTrap(open: boolean, panel: React.RefObject<HTMLDivElement>) {
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !panel.current) return;
      const all = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
      if (all.length === 0) return;
      const [head, tail] = [all[0], all[all.length - 1]];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open, panel]);
}

/**
 * The menu below the desktop breakpoint: the navbar items, and on docs pages the docs sidebar
 * as a secondary panel with a way back to the main menu.
 */
export default function MobileSidebar() {
  const { open, panel, setOpen, setPanel } = useMobileMenu();
  const docsSidebar = useDocsSidebar();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(open, ref);
  if (!open) return null;
  const showDocs = docsSidebar !== null && panel === 'secondary';
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={() => setOpen(false)} aria-hidden="true" />
      <div ref={ref} id="mobile-menu" className={styles.panel} role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className={styles.header}>
          <SiteLink className={styles.brand} to="/" onClick={() => setOpen(false)}>
            <img src={withPrefix(siteConfig.navbar.logo.src)} alt="" width={24} height={24} />
            {siteConfig.navbar.title}
          </SiteLink>
          <ColorModeToggle />
          <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label="Close the navigation menu">
            ×
          </button>
        </div>
        {showDocs ? (
          <div className={styles.body}>
            <button type="button" className={styles.back} onClick={() => setPanel('primary')}>
              ← Back to main menu
            </button>
            <DocSidebar items={docsSidebar.items} activePath={docsSidebar.activePath} onNavigate={() => setOpen(false)} />
          </div>
        ) : (
          <div className={styles.body}>
            {docsSidebar && (
              <button type="button" className={styles.back} onClick={() => setPanel('secondary')}>
                Docs sidebar →
              </button>
            )}
            <ul className={styles.list}>
              {siteConfig.navbar.items
                .filter((item) => item.type !== 'search')
                .map((item, i) => (
                  <li key={i}>
                    <NavbarItem item={item} variant="mobile" />
                  </li>
                ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
