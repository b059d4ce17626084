/**
 * Loads something once the component has mounted (a module, a JSON file) and reports the
 * three states every lazily loaded part of the site shows: loading, failed and loaded.
 */
import { useEffect, useState } from 'react';

type LazyState<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; value: T };

export function useLazyValue<T>(load: () => Promise<T>, enabled = true): LazyState<T> {
  const [state, setState] = useState<LazyState<T>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    // Loading again (a new `load`, e.g. after Retry) shows the loading state again.
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    load().then(
      (value) => live && setState({ status: 'loaded', value }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [load, enabled]);
  return state;
}
