import React, { Suspense } from 'react';
import { useMobileMenu } from '../../contexts/MobileMenu';
import { usePageLocation } from '../../contexts/PageLocation';
import { useSearchHighlight } from '../../hooks/useSearchHighlight';
import { SKIP_TARGET_ATTRIBUTE } from '../../shared/storage';
import AnnouncementBar from '../AnnouncementBar';
import ErrorBoundary from '../ErrorBoundary';
import Footer from '../Footer';
import InternalDocsBanner from '../InternalDocsBanner';
import Navbar from '../Navbar';
import * as styles from './styles.module.css';

export interface Props {
  children: React.ReactNode;
}

const MAIN_CONTENT_ID = '__main';

/** The phone menu's code loads when the menu first opens: most first views never open it. */
const MobileSidebar = React.lazy(() => import(/* webpackChunkName: "mobile-sidebar" */ '../MobileSidebar'));

/**
 * The skip link leads to <main> (so it works without JavaScript too); with JavaScript it
 * focuses the page's own content inside it, so the next Tab goes into the text, not through a
 * docs sidebar that sits first in <main>.
 */
function skipToContent(event: React.MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const target = main?.querySelector<HTMLElement>(`[${SKIP_TARGET_ATTRIBUTE}]`) ?? main;
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

/** The frame of every page: skip link, announcement bar, navbar, main area and footer. */
export default function Layout({ children }: Props) {
  const { pathname, search } = usePageLocation();
  const { open: menuOpen } = useMobileMenu();
  // A page opened from a search result marks the searched words (?_highlight=) in its content.
  useSearchHighlight(() => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    return main?.querySelector('article') ?? main;
  }, pathname + search);
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <InternalDocsBanner pathname={pathname} />
      {menuOpen && (
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={null}>
            <MobileSidebar />
          </Suspense>
        </ErrorBoundary>
      )}
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {/* A page that crashes keeps the navbar around its crash screen. */}
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
