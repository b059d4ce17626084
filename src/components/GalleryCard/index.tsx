/**
 * A gallery card: what the example shows, a button that runs it in place and one that shows
 * the code it runs. The card's id is its anchor: arriving on /gallery#<id> opens the example
 * (the page passes `openRequested`) and scrolls the card into view once it has grown.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import type { GalleryExampleId } from '../../../content/gallery/examples';
import GalleryCode from '../GalleryCode';
import GalleryExample from '../GalleryExample';
import * as styles from './styles.module.css';

export interface Props {
  id: GalleryExampleId;
  title: string;
  description: string;
  /** Tag labels, as readers see them. */
  tagLabels: readonly string[];
  /** The URL of the example's highlighted source (null when the build wrote none). */
  codeUrl: string | null;
  /** The reader arrived on this card's anchor. */
  openRequested?: boolean;
}

export default function GalleryCard({ id, title, description, tagLabels, codeUrl, openRequested = false }: Props) {
  const [open, setOpen] = useState(false);
  const [showCode, setShowCode] = useState(false);
  const card = useRef<HTMLLIElement>(null);
  const panel = useId();
  const codePanel = useId();

  useEffect(() => {
    if (!openRequested) return;
    setOpen(true);
    // The card spans the whole grid once open: bring its new position into view.
    requestAnimationFrame(() => card.current?.scrollIntoView({ block: 'start' }));
  }, [openRequested]);

  return (
    <li ref={card} id={id} className={`${styles.card} ${open || showCode ? styles.open : ''}`} data-gallery-card={title}>
      <h2 className={styles.title}>
        {title}{' '}
        <a className={styles.anchor} href={`#${id}`} aria-label={`Link to ${title}`}>
          #
        </a>
      </h2>
      <p className={styles.description}>{description}</p>
      <ul className={`clean-list ${styles.tags}`} aria-label={`Tags of ${title}`}>
        {tagLabels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
          {open ? 'Close the example' : 'Open live example'}
        </button>
        {codeUrl && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={showCode}
            aria-controls={codePanel}
            onClick={() => setShowCode((s) => !s)}
          >
            {showCode ? 'Hide code' : 'Show code'}
          </button>
        )}
      </div>
      <div id={panel} className={styles.example} hidden={!open}>
        {open && <GalleryExample id={id} />}
      </div>
      <div id={codePanel} className={styles.example} hidden={!showCode}>
        {showCode && codeUrl && <GalleryCode title={title} url={codeUrl} />}
      </div>
    </li>
  );
}
