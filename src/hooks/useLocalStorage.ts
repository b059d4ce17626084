/**
 * A value kept in localStorage. Where storage is missing or refused (private modes, sandboxed
 * frames) it warns once and keeps the value in memory only: the site works, choices just do
 * not survive a reload (spec §8 "Browser storage missing").
 */
import { useCallback, useState } from 'react';

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

export function useLocalStorage(key: string, initial: string | null): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState<string | null>(() => readStorage(key) ?? initial);
  const update = useCallback(
    (next: string | null) => {
      setValue(next);
      writeStorage(key, next);
    },
    [key],
  );
  return [value, update];
}
