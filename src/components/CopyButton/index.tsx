import React from 'react';
import { COPY_LABELS, useCopy } from '../../hooks/useCopy';
import { COPY_BUTTON_ATTRIBUTE } from '../../shared/code-tips';
import * as styles from './styles.module.css';

export interface Props {
  text: string;
  className?: string;
  /**
   * Also marks the button for the document's copy listener (useCopyCodeButtons), which copies
   * the code beside it when the button is markup React keeps static (an MDX body).
   */
  staticCopy?: boolean;
}

/** Copies `text` to the clipboard: 'Copy', then 'Copied' (or 'Failed') for two seconds. */
export default function CopyButton({ text, className, staticCopy = false }: Props) {
  const [status, copy] = useCopy(() => text, 'the code block');
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      onClick={copy}
      data-copied={status === 'copied'}
      aria-live="polite"
      {...(staticCopy ? { [COPY_BUTTON_ATTRIBUTE]: '' } : {})}
    >
      {COPY_LABELS[status]}
    </button>
  );
}
