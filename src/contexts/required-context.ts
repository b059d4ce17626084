/**
 * A context its readers need a provider for: the provider, and the hook that reads the value or,
 * with no provider above it, throws naming both. A provider may pass null.
 */
import { createContext, useContext, type Provider } from 'react';

const MISSING = Symbol('no provider');

export function requiredContext<T>(hook: string, provider: string): [Provider<T>, () => T] {
  const Context = createContext<T | typeof MISSING>(MISSING);
  function useRequiredContext(): T {
    const value = useContext(Context);
    if (value === MISSING) throw new Error(`${hook} must be used inside <${provider}>.`);
    return value;
  }
  return [Context.Provider as Provider<T>, useRequiredContext];
}
