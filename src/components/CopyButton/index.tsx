import React from 'react';
import { COPY_LABELS, useCopy } from '../../hooks/useCopy';
import * as styles from './styles.module.css';

export interface Props {
  text: string;
  className?: string;
}

/** Copies `text` to the clipboard: 'Copy', then 'Copied' (or 'Failed') for two seconds. */
export default function CopyButton({ text, className }: Props) {
  const [status, copy] = useCopy(() => text, 'the code block');
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      onClick={copy}
      data-copied={status === 'copied'}
      aria-live="polite"
    >
      {COPY_LABELS[status]}
    </button>
  );
}
