import React from 'react';
import * as styles from './styles.module.css';

export interface Props {
  error: unknown;
  /** Defaults to reloading the page: a chunk that failed once usually means a new deploy. */
  onRetry?: () => void;
}

/** A centred red box, half the width of its column, with the error text and a Retry button. */
export default function LoadError({ error, onRetry }: Props) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className={styles.box} role="alert">
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry ?? (() => window.location.reload())}>
        Retry
      </button>
    </div>
  );
}
