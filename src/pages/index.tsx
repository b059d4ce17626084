/**
 * The home page: what Lexical is, why to use it, how to start, and a live editor to try. The
 * editor's code is not part of this page's bundle: LiveEditor loads it when its section
 * nears the viewport, and holds the section's size meanwhile.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import React from 'react';
import CodeBlock from '../components/CodeBlock';
import LiveEditor from '../components/LiveEditor';
import Seo from '../components/Seo';
import Tabs from '../components/Tabs';
import { siteConfig } from '../config/client';
import * as styles from './index.module.css';
import SiteLink from '../components/SiteLink';

const PLAYGROUND = 'https://playground.lexical.dev/';

const features: { title: string; body: string }[] = [
  {
    title: 'Reliable',
    body: 'The document is an immutable editor state, not whatever the browser left in the DOM. Every change goes through editor.update(), and the DOM is patched to match, the same way every time.',
  },
  {
    title: 'Accessible',
    body: 'Lexical renders a real contenteditable and works with the browser rather than around it, so screen readers, IME composition, spell checking and keyboard navigation keep working.',
  },
  {
    title: 'Fast',
    body: 'Updates are batched, and only the dirty parts of the tree are reconciled. The core package is small; headings, lists, tables and the rest are separate packages you add when you need them.',
  },
  {
    title: 'Extensible',
    body: 'Custom nodes, commands, transforms and listeners are the same tools the built-in features use. Rich text, Markdown, mentions or a plain comment box: one engine, your rules.',
  },
  {
    title: 'Framework-agnostic core',
    body: 'The lexical package depends on no UI library. @lexical/react adds a composer, plugins and hooks for React apps, and the same editor state runs headless on a server.',
  },
  {
    title: 'Collaborative',
    body: '@lexical/yjs binds the editor state to a Yjs document, so several people can edit the same document at once, with shared cursors and conflict-free merging.',
  },
];

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <>
      <section className={styles.hero}>
        <img src={siteConfig.navbar.logo.src} alt="" width={96} height={96} />
        <h1>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <SiteLink className={styles.primary} to="/docs/intro">
            Get Started
          </SiteLink>
          <a className={styles.secondary} href={PLAYGROUND} rel="noopener noreferrer">
            Visit Playground
          </a>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="features">
        <h2 id="features" className={styles.sectionTitle}>
          Why Lexical
        </h2>
        <ul className={`clean-list ${styles.features}`}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <h3>{feature.title}</h3>
              <p>{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="start">
        <h2 id="start" className={styles.sectionTitle}>
          Start in a few lines
        </h2>
        <p className={styles.sectionLead}>
          Install <code>lexical</code> and the packages you need, then attach an editor to an element, or drop a composer into your React
          tree.
        </p>
        <Tabs
          label="Setup examples"
          items={data.homeCodeSamples.map((sample) => ({
            id: sample.id,
            label: sample.label,
            content: <CodeBlock language={sample.language} code={sample.code} html={sample.html} />,
          }))}
        />
      </section>

      <section className={styles.section} aria-labelledby="try">
        <h2 id="try" className={styles.sectionTitle}>
          Try it
        </h2>
        <p className={styles.sectionLead}>
          A real Lexical 0.35.0 editor with rich text, lists, Markdown shortcuts and history. Type <code># </code> for a heading or{' '}
          <code>- </code> for a list.
        </p>
        <LiveEditor
          label="Try Lexical: a rich text editor"
          plugins={['toolbar', 'history', 'list', 'markdown-shortcuts']}
          initialText={[
            'Welcome! This editor is running right here on the page.',
            'Select some words and make them bold, or start a line with "- " to make a list.',
          ]}
          minHeightRem={10}
        />
      </section>
    </>
  );
}

export const query = graphql`
  query HomePage {
    homeCodeSamples {
      id
      label
      language
      code
      html
    }
  }
`;

export const Head: HeadFC = () => <Seo title={siteConfig.title} description={siteConfig.tagline} path="/" />;
