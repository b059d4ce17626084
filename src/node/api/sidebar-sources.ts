/**
 * Generated sidebar sources of the API reference and the package pages (see
 * ../sidebars/generated.ts). `api` is the whole API sidebar: Readme, All modules, then
 * the modules (the many `@lexical/react/*` entry points grouped under one `@lexical/react`
 * category), classes and interfaces. `packages` is one item per package page, core first.
 */
import type { SidebarCategoryItem, SidebarItem } from '../../shared/sidebar';
import { API_MODULES_PATH, API_ROOT, moduleSlug } from '../../shared/api';
import type { NodeModelLike } from '../node-model';
import {
  API_DECLARATION_TYPE,
  API_MODULE_TYPE,
  PACKAGE_DOC_TYPE,
  type ApiDeclarationRecord,
  type ApiModuleRecord,
} from '../../../plugins/gatsby-source-lexical-api';
import { coreFirst } from './pinned-packages';

const REACT = '@lexical/react';

async function all<T>(nodeModel: NodeModelLike, type: string): Promise<T[]> {
  return Array.from((await nodeModel.findAll({ type })).entries) as T[];
}

function category(label: string, items: SidebarItem[], collapsed = true): SidebarCategoryItem {
  return { type: 'category', label, href: null, collapsed, items };
}

function apiSidebarItems(modules: ApiModuleRecord[], declarations: ApiDeclarationRecord[]): SidebarItem[] {
  const sorted = [...modules].sort((a, b) => coreFirst(a.name, b.name));
  const moduleItems: SidebarItem[] = [];
  const reactItems: SidebarItem[] = [];
  for (const mod of sorted) {
    const item = { type: 'doc' as const, docId: `api/modules/${moduleSlug(mod.name)}`, label: mod.name, href: mod.path };
    if (mod.packageName === REACT && mod.name !== REACT) {
      reactItems.push({ ...item, label: mod.name.slice(REACT.length + 1) });
      if (reactItems.length === 1) moduleItems.push(category(REACT, reactItems));
    } else {
      moduleItems.push(item);
    }
  }
  const pages = (kind: string) =>
    declarations
      .filter((d) => d.hasPage && d.kind === kind)
      .map((d) => ({
        type: 'doc' as const,
        docId: d.path.slice(API_ROOT.length + 1),
        label: `${moduleSlug(d.moduleName)}.${d.name}`,
        href: d.path,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  const items: SidebarItem[] = [
    { type: 'doc', docId: 'api', label: 'Readme', href: API_ROOT },
    { type: 'doc', docId: 'api/modules', label: 'All modules', href: API_MODULES_PATH },
    category('Modules', moduleItems, false),
  ];
  const classes = pages('class');
  const interfaces = pages('interface');
  if (classes.length) items.push(category('Classes', classes));
  if (interfaces.length) items.push(category('Interfaces', interfaces));
  return items;
}

function packageSidebarItems(packages: { packageName: string; path: string }[]): SidebarItem[] {
  return [...packages]
    .sort((a, b) => coreFirst(a.packageName, b.packageName))
    .map((p) => ({ type: 'doc', docId: p.path.replace(/^\/docs\//, ''), label: p.packageName, href: p.path }));
}

export const apiSource = async (nodeModel: NodeModelLike): Promise<SidebarItem[]> =>
  apiSidebarItems(await all<ApiModuleRecord>(nodeModel, API_MODULE_TYPE), await all<ApiDeclarationRecord>(nodeModel, API_DECLARATION_TYPE));

export const packagesSource = async (nodeModel: NodeModelLike): Promise<SidebarItem[]> =>
  packageSidebarItems(await all(nodeModel, PACKAGE_DOC_TYPE));
