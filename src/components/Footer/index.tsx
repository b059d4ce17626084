import { withPrefix } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../config/client';
import type { FooterLink } from '../../config/schema';
import { FOOTER_ID } from './id';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

function FooterItem({ item }: { item: FooterLink }) {
  return item.to ? (
    <SiteLink to={item.to}>{item.label}</SiteLink>
  ) : (
    <a href={item.href} rel="noopener noreferrer">
      {item.label}
    </a>
  );
}

/** The site footer, from the footer section of the site configuration. */
export default function Footer() {
  const { links, logo, copyright, style } = siteConfig.footer;
  return (
    <footer id={FOOTER_ID} className={`${styles.footer} ${style === 'dark' ? styles.dark : ''}`}>
      <div className={styles.columns}>
        {links.map((group) => (
          <div key={group.title}>
            <h2 className={styles.title}>{group.title}</h2>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.label}>
                  <FooterItem item={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className={styles.bottom}>
        <img src={withPrefix(logo.src)} alt={logo.alt} width={40} height={40} />
        <p>{copyright}</p>
      </div>
    </footer>
  );
}
