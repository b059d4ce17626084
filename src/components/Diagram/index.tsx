/**
 * A diagram drawn at build time (src/node/mdx/diagrams.ts): the SVG markup, already carrying
 * its accessible name, in a figure with its caption. No diagram code runs in the browser.
 */
import React from 'react';
import * as styles from './styles.module.css';

export interface Props {
  /** The SVG, rendered from the ```mermaid fence by the build. */
  svg: string;
  /** The fence's `title="..."`. */
  caption: string;
}

export default function Diagram({ svg, caption }: Props) {
  return (
    <figure className={styles.diagram}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that may scroll must take keyboard focus */}
      <div className={styles.canvas} tabIndex={0} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
