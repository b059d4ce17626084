/**
 * The quick-info entries of the page's typed code samples (worked out at build time and
 * carried by the page's data). The samples' identifiers name an entry by key; the entries
 * themselves are rendered once per page by <CodeTips>, so a symbol used ten times costs its
 * signature once.
 */
import React, { createContext, useContext } from 'react';

export interface CodeTip {
  key: string;
  signature: string;
  summary: string;
  href: string | null;
}

const Context = createContext<readonly CodeTip[] | null>(null);

export function CodeTipsProvider({ value, children }: { value: readonly CodeTip[]; children: React.ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCodeTips(): readonly CodeTip[] {
  const value = useContext(Context);
  if (!value) throw new Error('useCodeTips must be used inside <CodeTipsProvider>.');
  return value;
}
