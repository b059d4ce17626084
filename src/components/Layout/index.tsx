import React from 'react';
import AnnouncementBar from '../AnnouncementBar';
import Footer from '../Footer';
import InternalDocsBanner from '../InternalDocsBanner';
import MobileSidebar from '../MobileSidebar';
import Navbar from '../Navbar';
import * as styles from './styles.module.css';

export interface Props {
  pathname: string;
  children: React.ReactNode;
}

export const MAIN_CONTENT_ID = '__main';

/** The frame of every page: skip link, announcement bar, navbar, main area and footer. */
export default function Layout({ pathname, children }: Props) {
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <InternalDocsBanner pathname={pathname} />
      <MobileSidebar />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
