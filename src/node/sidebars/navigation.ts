/**
 * Stage 4 of the sidebars: what a page derives from its place in a sidebar. Breadcrumbs are
 * the categories above the page; previous and next follow the order a reader meets pages when
 * reading the sidebar top to bottom (category links included). Worked out once at build time
 * so templates only render.
 */
import type { NavLink, SidebarItem } from '../../shared/sidebar';

export interface DocNavigation {
  breadcrumbs: NavLink[];
  previous: NavLink | null;
  next: NavLink | null;
}

/** The pages of a sidebar in reading order. */
export function flattenSidebar(items: SidebarItem[]): NavLink[] {
  return items.flatMap((item): NavLink[] => {
    if (item.type === 'doc') return [{ label: item.label, href: item.href }];
    if (item.type === 'category') {
      const own = item.href ? [{ label: item.label, href: item.href }] : [];
      return [...own, ...flattenSidebar(item.items)];
    }
    return [];
  });
}

function trail(items: SidebarItem[], href: string, above: NavLink[]): NavLink[] | null {
  for (const item of items) {
    if (item.type === 'doc' && item.href === href) return above;
    if (item.type === 'category') {
      if (item.href === href) return above;
      const crumb = { label: item.label, href: item.href ?? flattenSidebar(item.items)[0]?.href ?? '' };
      const found = trail(item.items, href, [...above, crumb]);
      if (found) return found;
    }
  }
  return null;
}

/** The sidebar that lists `href`, by name, or null for a page outside every sidebar. */
export function findSidebar(sidebars: Record<string, SidebarItem[]>, href: string): string | null {
  for (const [name, items] of Object.entries(sidebars)) {
    if (flattenSidebar(items).some((link) => link.href === href)) return name;
  }
  return null;
}

export function docNavigation(items: SidebarItem[], href: string): DocNavigation {
  const pages = flattenSidebar(items);
  const index = pages.findIndex((link) => link.href === href);
  if (index === -1) return { breadcrumbs: [], previous: null, next: null };
  return {
    breadcrumbs: trail(items, href, []) ?? [],
    previous: pages[index - 1] ?? null,
    next: pages[index + 1] ?? null,
  };
}
