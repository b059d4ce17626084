/**
 * A value kept in localStorage. Where storage is missing or refused (private modes, sandboxed
 * frames) it warns once and keeps the value in memory only: the site works, choices just do
 * not survive a reload.
 */
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

// Layout effects do not run in server rendering, where React warns about them.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

let warned = false;

export function storage(): Storage | null {
  try {
    const s = window.localStorage;
    const probe = '__storage_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    if (!warned) {
      warned = true;
      console.warn('Browser storage is not available: your choices on this site will not be kept after a reload.');
    }
    return null;
  }
}

export function readStorage(key: string): string | null {
  return typeof window === 'undefined' ? null : (storage()?.getItem(key) ?? null);
}

export function writeStorage(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

/**
 * The first render uses `initial`, exactly as server rendering did, so hydration matches; the
 * stored value replaces it before the browser paints. Reading storage during the first render
 * would make React throw the server HTML away whenever a choice is stored.
 */
export function useLocalStorage(key: string, initial: string | null): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState<string | null>(initial);
  useBrowserLayoutEffect(() => {
    const stored = readStorage(key);
    if (stored !== null) setValue(stored);
  }, [key]);
  const update = useCallback(
    (next: string | null) => {
      setValue(next);
      writeStorage(key, next);
    },
    [key],
  );
  return [value, update];
}
