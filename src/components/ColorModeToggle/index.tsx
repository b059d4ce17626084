import React from 'react';
import { siteConfig } from '../../config/client';
import { useColorMode } from '../../contexts/ColorMode';
import * as styles from './styles.module.css';

/** Switches the colour mode; hidden when the configuration disables the switch. */
export default function ColorModeToggle() {
  const { choice, toggle, forced } = useColorMode();
  if (siteConfig.colorMode.disableSwitch || forced) return null;
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={toggle}
      aria-label={`Switch between dark and light mode (currently ${choice} mode)`}
      title={`Currently ${choice} mode`}
      data-choice={choice}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.sun}>
        <circle cx="12" cy="12" r="5" fill="currentColor" />
        <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" />
        </g>
      </svg>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.moon}>
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
      </svg>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.system}>
        <rect x="2" y="4" width="20" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 21h8M12 17v4" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
