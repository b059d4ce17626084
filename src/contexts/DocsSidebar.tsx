/**
 * The docs sidebar of the current page, if any: the docs shell provides it so the navbar can
 * highlight its item and the mobile menu can show it as its secondary panel.
 */
import React, { createContext, useContext } from 'react';
import type { SidebarItem } from '../shared/sidebar';

export interface DocsSidebarValue {
  name: string;
  items: SidebarItem[];
  activePath: string;
}

const Context = createContext<DocsSidebarValue | null | undefined>(undefined);

export function DocsSidebarProvider({ value, children }: { value: DocsSidebarValue | null; children: React.ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The current docs sidebar, or null on pages without one. */
export function useDocsSidebar(): DocsSidebarValue | null {
  const value = useContext(Context);
  if (value === undefined) throw new Error('useDocsSidebar must be used inside <DocsSidebarProvider>.');
  return value;
}
