import { withPrefix } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../config/client';
import { useMobileMenu } from '../../contexts/MobileMenu';
import { useHideOnScroll } from '../../hooks/useHideOnScroll';
import ColorModeToggle from '../ColorModeToggle';
import NavbarItem from '../NavbarItem';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

/** The fixed top bar: logo, items left and right from the configuration, colour toggle. */
export default function Navbar() {
  const { navbar } = siteConfig;
  const { open, setOpen } = useMobileMenu();
  const hidden = useHideOnScroll(navbar.hideOnScroll, 120);
  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position === 'right' && item.type !== 'search');
  const search = navbar.items.filter((item) => item.position === 'right' && item.type === 'search');
  return (
    <header className={`${styles.navbar} ${hidden ? styles.hidden : ''}`} data-navbar="">
      <nav className={styles.inner} aria-label="Main">
        <button
          type="button"
          className={styles.hamburger}
          aria-label="Open the navigation menu"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 30 30" width="28" height="28" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        <SiteLink className={styles.brand} to="/">
          <img src={withPrefix(navbar.logo.src)} alt="" width={28} height={28} />
          <span>{navbar.title}</span>
        </SiteLink>
        <div className={styles.items}>
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} variant="desktop" />
          ))}
        </div>
        <div className={`${styles.items} ${styles.right}`}>
          {right.map((item, i) => (
            <NavbarItem key={i} item={item} variant="desktop" />
          ))}
        </div>
        <ColorModeToggle />
        {search.map((item, i) => (
          <div key={i} className={styles.search}>
            <NavbarItem item={item} variant="desktop" />
          </div>
        ))}
        {/* Marks the navbar as parsed (see .end in the styles). */}
        <span className={styles.end} />
      </nav>
    </header>
  );
}
