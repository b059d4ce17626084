/** /community: where to ask, where to talk and how to contribute. */
import { type HeadFC } from 'gatsby';
import React from 'react';
import Seo from '../components/Seo';
import { communityChannels } from '../shared/community';
import * as styles from './simple-page.module.css';
import SiteLink from '../components/SiteLink';

const repo = 'https://github.com/facebook/lexical';

export default function CommunityPage() {
  return (
    <div className={styles.page}>
      <h1>Community</h1>
      <p className="page-lead">
        Lexical is built in the open by a team at Meta and by contributors from many companies. Here is where to find them, and how to join
        in.
      </p>

      <h2 id="getting-help">Getting help</h2>
      <ol className={styles.steps}>
        <li>
          Search the <SiteLink to="/docs/intro">documentation</SiteLink> and the{' '}
          <SiteLink to="/docs/faq">frequently asked questions</SiteLink>; the <SiteLink to="/docs/react/faq">React FAQ</SiteLink> covers the
          bindings.
        </li>
        <li>
          Look for the behaviour in the <a href={`${repo}/issues`}>GitHub issues</a>: someone may have met it already, with a workaround.
        </li>
        <li>
          Ask a question with a small, runnable example: what you did, what you expected and what happened. Editors are sensitive to browser
          and input method, so say which ones you use.
        </li>
      </ol>

      <h2 id="where-to-talk">Where to talk</h2>
      <ul className={styles.cards}>
        {communityChannels.map((channel) => (
          <li key={channel.name}>
            <div className={styles.card}>
              <h3>{channel.name}</h3>
              <p>{channel.purpose}</p>
              <a href={channel.href} rel="noopener noreferrer">
                {channel.action}
              </a>
            </div>
          </li>
        ))}
      </ul>

      <h2 id="contributing">Contributing</h2>
      <p>Contributions of every size are welcome, from a fixed typo in these docs to a new package. A few things make them land faster:</p>
      <ul className={styles.steps}>
        <li>
          Read the <a href={`${repo}/blob/main/CONTRIBUTING.md`}>contributing guide</a> and the{' '}
          <SiteLink to="/docs/maintainers-guide">maintainers’ guide</SiteLink>, which explains how the repository and its packages are
          organised.
        </li>
        <li>
          For a bug, open an issue with a reproduction first; for a larger change, start a discussion so the design can be agreed before the
          code is written.
        </li>
        <li>
          Add tests with your change: the <SiteLink to="/docs/testing">testing page</SiteLink> describes the unit and end-to-end suites.
        </li>
        <li>
          Good first issues are labelled on GitHub:{' '}
          <a href={`${repo}/issues?q=is%3Aissue+is%3Aopen+label%3A%22good+first+issue%22`}>good first issues</a>.
        </li>
      </ul>
      <p>
        Everyone taking part is expected to follow the <a href={`${repo}/blob/main/CODE_OF_CONDUCT.md`}>code of conduct</a>.
      </p>
    </div>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Community"
    description="Where to get help with Lexical, where its community talks, and how to contribute to it."
    path="/community"
  />
);
