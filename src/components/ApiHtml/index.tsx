import React from 'react';
import * as styles from './styles.module.css';

export interface Props {
  /** HTML rendered at build time from Markdown (doc comments, READMEs); every text node escaped there. */
  html: string;
  className?: string;
}

/**
 * Build-time HTML of the API reference and package pages. The Markdown was rendered by the
 * gatsby-source-lexical-api plugin so no Markdown parser ships to the browser; raw HTML in
 * the sources was dropped there, so this only injects markup the build produced itself.
 */
export default function ApiHtml({ html, className }: Props) {
  if (!html) return null;
  return <div className={`${styles.prose} ${className ?? ''}`} data-build-html="" dangerouslySetInnerHTML={{ __html: html }} />;
}
