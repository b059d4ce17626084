/**
 * /2024-recap sends readers to the 2024 recap discussion. Three ways, so every reader gets
 * there: window.location.replace after hydration (keeps the back button clean, and honours
 * the embedded mode's `disableRedirect`), a meta refresh inside <noscript> for browsers
 * without JavaScript (a browser running scripts never sees it, so it cannot override
 * `disableRedirect`; src/gatsby/render-body.tsx writes it, since the Head API escapes the
 * markup inside <noscript>), and a visible link for browsers that do neither.
 */
import type { HeadFC } from 'gatsby';
import React, { useEffect } from 'react';
import Seo from '../components/Seo';
import { siteRedirects } from '../shared/redirects';
import { redirectsDisabled } from '../shared/storage';
import * as styles from './simple-page.module.css';

const redirect = siteRedirects.find((r) => r.fromPath === '/2024-recap')!;

export default function Recap2024Page() {
  useEffect(() => {
    // The embedded (static-docs) mode asks for no redirects: the link stays for the reader.
    if (!redirectsDisabled(window.location.search)) window.location.replace(redirect.toPath);
  }, []);
  return (
    <div className={styles.page}>
      <h1>Lexical in 2024</h1>
      <p>
        The recap of the year now lives on GitHub. You are being sent there; if nothing happens, follow this link:{' '}
        <a href={redirect.toPath}>{redirect.label}</a>.
      </p>
    </div>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Lexical in 2024" description="The 2024 recap of Lexical, on GitHub Discussions." path={redirect.fromPath} noindex></Seo>
);
