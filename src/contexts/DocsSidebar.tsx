/**
 * The docs sidebar of the current page, if any: the docs shell provides it so the navbar can
 * highlight its item and the mobile menu can show it as its secondary panel.
 */
import type { SidebarItem } from '../shared/sidebar';
import { requiredContext } from './required-context';

export interface DocsSidebarValue {
  name: string;
  items: SidebarItem[];
  activePath: string;
}

/** `useDocsSidebar()`: the current docs sidebar, or null on pages without one. */
export const [DocsSidebarProvider, useDocsSidebar] = requiredContext<DocsSidebarValue | null>('useDocsSidebar', 'DocsSidebarProvider');
