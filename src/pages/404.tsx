import { type HeadFC } from 'gatsby';
import React from 'react';
import Seo from '../components/Seo';
import * as styles from './404.module.css';
import SiteLink from '../components/SiteLink';

/** Any path the site does not have: says so, and asks the reader to tell whoever linked here. */
export default function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1>Page Not Found</h1>
      <p>There is nothing at this address: the page you asked for could not be found.</p>
      <p>If a link on another site brought you here, please let the owner of that site know that their link is broken.</p>
      <p>
        <SiteLink to="/docs/intro">Read the docs</SiteLink> or go back to the <SiteLink to="/">home page</SiteLink>.
      </p>
    </div>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Page Not Found" description="The page you asked for could not be found." path={location.pathname} noindex />
);
