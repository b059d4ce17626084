import React from 'react';
import { useLazyValue } from '../../hooks/useLazyValue';
import LoadError from '../LoadError';
import Spinner from '../Spinner';

export interface Props<T> {
  /** Keep it stable (module scope or useCallback): a new function loads again. */
  load: () => Promise<T>;
  children: (value: T) => React.ReactNode;
}

/**
 * Content loaded after the page: a delayed spinner while loading, the red error box with a
 * Retry button when loading fails, then the content.
 */
export default function Lazy<T>({ load, children }: Props<T>) {
  const state = useLazyValue(load);
  if (state.status === 'failed') return <LoadError error={state.error} />;
  if (state.status === 'loading') return <Spinner />;
  return <>{children(state.value)}</>;
}
