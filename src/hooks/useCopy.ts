/**
 * A copy to the clipboard and its outcome for a button to show: 'copied' or 'failed' for two
 * seconds, then 'idle' again. The text may come later (a fetch): the clipboard write still
 * follows within the click's activation in the browsers the site supports.
 */
import { useCallback, useEffect, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

export const COPY_STATUS_MS = 2000;

/** What a copy button says in each status. */
export const COPY_LABELS: Record<CopyStatus, string> = { idle: 'Copy', copied: 'Copied', failed: 'Failed' };

/** `what` names what is copied in the console's warning when the copy fails. */
export function useCopy(source: () => string | Promise<string>, what: string): [CopyStatus, () => Promise<void>] {
  const [status, setStatus] = useState<CopyStatus>('idle');
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), COPY_STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(await source());
      setStatus('copied');
    } catch (error) {
      console.warn(`Could not copy ${what}:`, error);
      setStatus('failed');
    }
  }, [source, what]);
  return [status, copy];
}
