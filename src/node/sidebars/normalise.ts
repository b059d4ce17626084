/**
 * Stage 3 of the sidebars: turn validated input into the tree the browser renders. Doc ids
 * become labelled links, generated items are expanded, and docs that readers must not find
 * through a sidebar (unlisted docs, and drafts outside `gatsby develop`) are left out, as are
 * categories left with nothing in them.
 */
import type { SidebarCategoryItem, SidebarItem, SidebarItemInput, SidebarsInput } from '../../shared/sidebar';

export interface SidebarDocInfo {
  title: string;
  sidebarLabel: string | null;
  path: string;
  unlisted: boolean;
  draft: boolean;
}

interface NormaliseOptions {
  docs: ReadonlyMap<string, SidebarDocInfo>;
  generated: Readonly<Record<string, SidebarItem[]>>;
  includeDrafts: boolean;
}

function hidden(doc: SidebarDocInfo | undefined, includeDrafts: boolean): boolean {
  return !doc || doc.unlisted || (doc.draft && !includeDrafts);
}

function normaliseItems(items: SidebarItemInput[], opts: NormaliseOptions): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (typeof item === 'string') return normaliseItems([{ type: 'doc', id: item }], opts);
    switch (item.type) {
      case 'doc': {
        const doc = opts.docs.get(item.id);
        if (!doc || hidden(doc, opts.includeDrafts)) return [];
        return [
          {
            type: 'doc',
            docId: item.id,
            label: item.label ?? doc.sidebarLabel ?? doc.title,
            href: doc.path,
          },
        ];
      }
      case 'link':
        return [{ type: 'link', label: item.label, href: item.href }];
      case 'generated':
        return opts.generated[item.source] ?? [];
      case 'category': {
        const linked = item.link ? opts.docs.get(item.link.id) : undefined;
        const category: SidebarCategoryItem = {
          type: 'category',
          label: item.label,
          href: linked && !hidden(linked, opts.includeDrafts) ? linked.path : null,
          collapsed: item.collapsed ?? true,
          items: normaliseItems(item.items, opts),
        };
        return category.items.length > 0 || category.href ? [category] : [];
      }
    }
  });
}

export function normaliseSidebars(sidebars: SidebarsInput, opts: NormaliseOptions): Record<string, SidebarItem[]> {
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, normaliseItems(items, opts)]));
}
