/**
 * The colour mode: the reader's choice (light, dark or system), persisted under the storage
 * key 'theme', and the mode the page shows. The head script has already painted the page in
 * the right mode before React runs; the provider takes over from the attributes it set.
 * `?_sdoc_theme=light|dark` forces a mode for embedded pages without touching the choice.
 */
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../config/client';
import { readStorage, writeStorage } from '../hooks/useLocalStorage';
import { type ColorChoice, type ColorMode, isChoice, nextChoice, resolveMode, startingChoice } from '../shared/color-mode';
import { EMBED_PARAMS, STORAGE_KEYS } from '../shared/storage';
import { requiredContext } from './required-context';

interface ColorModeValue {
  choice: ColorChoice;
  mode: ColorMode;
  /** True when the URL forces a mode: the toggle is then hidden. */
  forced: boolean;
  toggle: () => void;
}

const [Provider, useColorMode] = requiredContext<ColorModeValue>('useColorMode', 'ColorModeProvider');
export { useColorMode };

const DARK_QUERY = '(prefers-color-scheme: dark)';

function forcedMode(): ColorMode | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(EMBED_PARAMS.theme);
  return value === 'light' || value === 'dark' ? value : null;
}

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const { defaultMode, respectPrefersColorScheme } = siteConfig.colorMode;
  const [choice, setChoice] = useState<ColorChoice>(startingChoice(defaultMode, respectPrefersColorScheme));
  const [systemDark, setSystemDark] = useState(false);
  const [forced, setForced] = useState<ColorMode | null>(null);
  // Until the first effect has read storage, the head script's attributes are the truth.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const stored = readStorage(STORAGE_KEYS.theme);
    const media = window.matchMedia(DARK_QUERY);
    setSystemDark(media.matches);
    setForced(forcedMode());
    if (isChoice(stored) && (stored !== 'system' || respectPrefersColorScheme)) setChoice(stored);
    setReady(true);
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [respectPrefersColorScheme]);

  const mode = forced ?? resolveMode(choice, systemDark);

  useEffect(() => {
    if (!ready) return;
    document.documentElement.setAttribute('data-theme', mode);
    document.documentElement.setAttribute('data-theme-choice', forced ?? choice);
  }, [ready, mode, choice, forced]);

  const toggle = useCallback(() => {
    setChoice((current) => {
      const next = nextChoice(current, respectPrefersColorScheme);
      writeStorage(STORAGE_KEYS.theme, next);
      return next;
    });
  }, [respectPrefersColorScheme]);

  const value = useMemo(() => ({ choice, mode, forced: forced !== null, toggle }), [choice, mode, forced, toggle]);
  return <Provider value={value}>{children}</Provider>;
}
