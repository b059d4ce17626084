/**
 * Stage 4 of the sidebars: what a page derives from its place in a sidebar. Breadcrumbs are
 * the categories above the page; previous and next follow the order a reader meets pages when
 * reading the sidebar top to bottom (category links included). Worked out once per build (once
 * per change in develop, ./site-sidebars.ts) so resolvers only look up and templates only render.
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

/** Each page of a sidebar with the categories above it, in reading order. */
function pagesWithTrails(items: SidebarItem[], above: NavLink[] = []): { link: NavLink; trail: NavLink[] }[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [{ link: { label: item.label, href: item.href }, trail: above }];
    if (item.type !== 'category') return [];
    const own = item.href ? [{ link: { label: item.label, href: item.href }, trail: above }] : [];
    const crumb = { label: item.label, href: item.href ?? flattenSidebar(item.items)[0]?.href ?? '' };
    return [...own, ...pagesWithTrails(item.items, [...above, crumb])];
  });
}

/** What each page of a sidebar derives from it, by href (a page listed twice: its first place). */
export function sidebarRoutes(items: SidebarItem[]): Record<string, DocNavigation> {
  const pages = pagesWithTrails(items);
  const routes: Record<string, DocNavigation> = {};
  pages.forEach(({ link, trail }, index) => {
    if (link.href in routes) return;
    routes[link.href] = { breadcrumbs: trail, previous: pages[index - 1]?.link ?? null, next: pages[index + 1]?.link ?? null };
  });
  return routes;
}

/** Pages outside every sidebar have no breadcrumbs, previous or next. */
export const NO_NAVIGATION: DocNavigation = { breadcrumbs: [], previous: null, next: null };
