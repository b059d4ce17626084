/**
 * The search box's field: the icon, the input and the shortcut hint. The idle box
 * (./index.tsx) and the working one (./Combobox.tsx) render the same field, so the swap from
 * one to the other changes nothing the reader sees.
 */
import React, { forwardRef, useEffect, useState } from 'react';
import { siteConfig } from '../../config/client';
import * as styles from './styles.module.css';

/** The platform's hint, worked out once: the server cannot tell the platform. */
let knownHint: string | null = null;

/** The shortcut hint, known only after mount. */
function useShortcutHint(key: string): string | null {
  const [hint, setHint] = useState<string | null>(knownHint);
  useEffect(() => {
    const platform =
      (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '';
    const apple = /mac|iphone|ipad|ipod/i.test(platform || navigator.userAgent);
    knownHint ??= apple ? `⌘${key.toUpperCase()}` : `Ctrl ${key.toUpperCase()}`;
    setHint(knownHint);
  }, [key]);
  return hint;
}

export type FieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'role'> & {
  /** The listbox of suggestions. */
  'aria-controls': string;
  'aria-expanded': boolean;
};

const SearchField = forwardRef<HTMLInputElement, FieldProps>(function SearchField(
  { 'aria-controls': controls, 'aria-expanded': expanded, ...props },
  ref,
) {
  const { shortcutKey } = siteConfig.search;
  const hint = useShortcutHint(shortcutKey);
  return (
    <div className={styles.field}>
      <svg className={styles.icon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path
          d="M8.5 3a5.5 5.5 0 1 0 3.4 9.8l4 4 1.1-1.1-4-4A5.5 5.5 0 0 0 8.5 3Zm0 1.6a3.9 3.9 0 1 1 0 7.8 3.9 3.9 0 0 1 0-7.8Z"
          fill="currentColor"
        />
      </svg>
      <input
        ref={ref}
        className={styles.input}
        type="search"
        role="combobox"
        aria-controls={controls}
        aria-expanded={expanded}
        aria-label="Search"
        aria-autocomplete="list"
        aria-keyshortcuts={`Meta+${shortcutKey.toUpperCase()} Control+${shortcutKey.toUpperCase()}`}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        {...props}
      />
      <kbd className={`${styles.hint} ${hint ? '' : styles.hintPending}`} aria-hidden="true">
        {hint ?? `Ctrl ${shortcutKey.toUpperCase()}`}
      </kbd>
    </div>
  );
});

export default SearchField;

/** Whether a key event is the search shortcut (mod+k). */
export function isShortcut(event: KeyboardEvent): boolean {
  if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return false;
  return event.key.toLowerCase() === siteConfig.search.shortcutKey;
}
