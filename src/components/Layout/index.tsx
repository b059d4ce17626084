import { Link } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../config/client';
import Footer from '../Footer';
import SearchBar from '../SearchBar';
import * as styles from './styles.module.css';

export interface Props {
  children: React.ReactNode;
}

export const MAIN_CONTENT_ID = '__main';

/** The frame of every page: skip link, header, main area and footer. */
export default function Layout({ children }: Props) {
  const { navbar, docs, repository } = siteConfig;
  const mainDoc = docs.versions.find((v) => v.name === docs.currentVersion);
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <nav className={styles.nav} aria-label="Main">
          <Link className={styles.brand} to="/">
            <img src={navbar.logo.src} alt="" width={28} height={28} />
            <span>{navbar.title}</span>
          </Link>
          {mainDoc && (
            <Link className={styles.navLink} to={`${mainDoc.path}/${mainDoc.mainDocId}`} partiallyActive activeClassName={styles.active}>
              Docs
            </Link>
          )}
          <a className={`${styles.navLink} ${styles.end}`} href={repository.url}>
            GitHub
          </a>
          <SearchBar />
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
