import React, { useEffect, useState } from 'react';
import * as styles from './styles.module.css';

export interface Props {
  text: string;
  className?: string;
}

const COPIED_RESET_MS = 2000;

/** Copies `text` to the clipboard: 'Copy', then 'Copied' for two seconds. */
export default function CopyButton({ text, className }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.warn('Could not copy the code block:', error);
    }
  };
  return (
    <button type="button" className={`${styles.button} ${className ?? ''}`} onClick={copy} data-copied={copied} aria-live="polite">
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
