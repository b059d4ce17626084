import React, { useEffect, useState } from 'react';
import { siteConfig } from '../../config/client';
import { readStorage, writeStorage } from '../../hooks/useLocalStorage';
import { STORAGE_KEYS } from '../../shared/storage';
import * as styles from './styles.module.css';

/**
 * The dismissible announcement above the navbar. Dismissal stores the announcement's id, so
 * a new announcement (new id) shows again. The head script hides a dismissed bar before
 * paint (html[data-announcement-dismissed]), so it never flashes.
 */
export default function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (bar && readStorage(STORAGE_KEYS.announcementDismissed) === bar.id) setDismissed(true);
  }, [bar]);

  if (!bar || dismissed) return null;
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.announcementDismissed, bar.id);
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    setDismissed(true);
  };
  return (
    <div className={styles.bar} role="region" aria-label="Announcement" data-announcement-bar="">
      <p className={styles.content}>{bar.content}</p>
      {bar.isCloseable && (
        <button type="button" className={styles.close} onClick={dismiss} aria-label="Close announcement">
          ×
        </button>
      )}
    </div>
  );
}
