import { Link, type HeadFC } from 'gatsby';
import React from 'react';
import Seo from '../components/Seo';
import { siteConfig } from '../config/client';
import * as styles from './index.module.css';

export default function HomePage() {
  return (
    <div className={styles.hero}>
      <img src={siteConfig.navbar.logo.src} alt="" width={96} height={96} />
      <h1>{siteConfig.title}</h1>
      <p className={styles.tagline}>{siteConfig.tagline}</p>
      <Link className={styles.cta} to="/docs/intro">
        Get Started
      </Link>
    </div>
  );
}

export const Head: HeadFC = () => (
  <Seo title={siteConfig.title} description={siteConfig.tagline} path="/" />
);
