/**
 * The location of the page being shown, as Gatsby hands it to the page wrapper. Components of
 * the chrome (navbar links, search highlighting) read it here instead of from the router, so
 * they work the same in the browser, in server rendering and in tests.
 */
import React, { createContext, useContext } from 'react';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

const Context = createContext<PageLocation | null>(null);

export function PageLocationProvider({ value, children }: { value: PageLocation; children: React.ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePageLocation(): PageLocation {
  const value = useContext(Context);
  if (!value) throw new Error('usePageLocation must be used inside <PageLocationProvider>.');
  return value;
}

/** The path of the page being shown, or null outside the page wrapper (an error page, a unit test). */
export function useCurrentPathname(): string | null {
  return useContext(Context)?.pathname ?? null;
}
