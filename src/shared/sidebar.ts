/**
 * Sidebar types shared by build-time code (which loads, validates and normalises
 * `content/sidebars.ts`) and the browser (which renders the normalised tree).
 */

/** An item as an editor writes it in content/sidebars.ts. A bare string is a doc id. */
export type SidebarItemInput =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | {
      type: 'category';
      label: string;
      items: SidebarItemInput[];
      collapsed?: boolean;
      /** A doc the category label itself links to. */
      link?: { type: 'doc'; id: string };
    }
  /** Items generated from a content source at build time, e.g. "packages". */
  | { type: 'generated'; source: string };

export type SidebarsInput = Record<string, SidebarItemInput[]>;

interface SidebarDocItem {
  type: 'doc';
  docId: string;
  label: string;
  href: string;
}
interface SidebarLinkItem {
  type: 'link';
  label: string;
  href: string;
}
export interface SidebarCategoryItem {
  type: 'category';
  label: string;
  href: string | null;
  collapsed: boolean;
  items: SidebarItem[];
}
export type SidebarItem = SidebarDocItem | SidebarLinkItem | SidebarCategoryItem;

export interface NavLink {
  label: string;
  href: string;
}
