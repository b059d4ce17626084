import React, { useEffect, useRef, useState } from 'react';
import { siteConfig } from '../../config/client';
import { readStorage, writeStorage } from '../../hooks/useLocalStorage';
import { STORAGE_KEYS } from '../../shared/storage';
import * as styles from './styles.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first element a reader can Tab to after `element` (the navbar's home link, here). */
function nextFocusable(element: HTMLElement): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
    (candidate) =>
      !element.contains(candidate) &&
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      candidate.getClientRects().length > 0,
  );
}

/**
 * The dismissible announcement above the navbar. Closing it gives focus to what follows it,
 * never to the page's body. Dismissal stores the announcement's id, so
 * a new announcement (new id) shows again. The head script hides a dismissed bar before
 * paint (html[data-announcement-dismissed]), so it never flashes.
 */
export default function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  const [dismissed, setDismissed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (bar && readStorage(STORAGE_KEYS.announcementDismissed) === bar.id) setDismissed(true);
  }, [bar]);

  if (!bar || dismissed) return null;
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.announcementDismissed, bar.id);
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    if (ref.current) nextFocusable(ref.current)?.focus();
    setDismissed(true);
  };
  return (
    <div ref={ref} className={styles.bar} role="region" aria-label="Announcement" data-announcement-bar="">
      <p className={styles.content}>{bar.content}</p>
      {bar.isCloseable && (
        <button type="button" className={styles.close} onClick={dismiss} aria-label="Close announcement">
          ×
        </button>
      )}
    </div>
  );
}
