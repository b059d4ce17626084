import React, { useEffect, useState } from 'react';
import * as styles from './styles.module.css';

export interface Props {
  /** Nothing shows before this delay, so fast loads never flash a spinner. */
  delayMs?: number;
  label?: string;
}

/**
 * An SVG of 128 by 110 whose animation cycle lasts between 1.5 and 3 seconds: slow enough to
 * read as calm, fast enough to show that something is happening.
 */
export default function Spinner({ delayMs = 400, label = 'Loading' }: Props) {
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      {visible && (
        <svg width="128" height="110" viewBox="0 0 128 110" aria-label={label}>
          <rect x="8" y="8" width="112" height="94" rx="12" className={styles.frame} />
          <rect x="24" y="30" width="80" height="8" rx="4" className={styles.line} />
          <rect x="24" y="50" width="64" height="8" rx="4" className={`${styles.line} ${styles.l2}`} />
          <rect x="24" y="70" width="72" height="8" rx="4" className={`${styles.line} ${styles.l3}`} />
        </svg>
      )}
    </div>
  );
}
