/** The row of controls under the editor that every demo shows, labelled for assistive technology. */
import React from 'react';
import * as styles from '../styles.module.css';

export function Bar({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <div className={styles.demoBar} role="group" aria-label={label}>
      {children}
    </div>
  );
}
