/**
 * Search records of the API reference: one per module, and one per exported declaration,
 * whose `name` is its exact identifier so `$getRoot` or `LexicalComposer` ranks it first.
 * A class or interface record also lists its members as headings, so a method name finds the
 * page that documents it. Context: api.
 */
import type { Node } from 'gatsby';
import type { SearchRecordInput, SearchRecordSource } from './types';

const API_ROOT_CRUMB = 'API';
/** Members listed per class or interface record: enough to find methods, bounded in size. */
const MAX_MEMBER_HEADINGS = 80;

interface ApiModuleNodeLike extends Node {
  name: string;
  packageName: string;
  path: string;
  summary: string;
  version: string;
}

interface ApiDeclarationNodeLike extends Node {
  name: string;
  kind: string;
  path: string;
  hasPage: boolean;
  summary: string;
  moduleName: string;
  members: { name: string }[];
}

function split(path: string): { url: string; hash: string | null } {
  const [url, hash] = path.split('#', 2);
  return { url, hash: hash ?? null };
}

export function moduleRecords(mod: ApiModuleNodeLike, versionPath: string): SearchRecordInput[] {
  return [
    {
      kind: 'page',
      context: 'api',
      version: versionPath,
      title: mod.name,
      name: mod.name,
      headings: [],
      description: mod.summary,
      keywords: [mod.packageName],
      ...split(mod.path),
      breadcrumbs: [API_ROOT_CRUMB],
      text: mod.summary,
      position: 0,
    },
  ];
}

export function declarationRecords(d: ApiDeclarationNodeLike, moduleName: string, versionPath: string): SearchRecordInput[] {
  return [
    {
      kind: 'page',
      context: 'api',
      version: versionPath,
      title: d.name,
      name: d.name,
      headings: d.hasPage ? [...new Set(d.members.map((m) => m.name))].slice(0, MAX_MEMBER_HEADINGS) : [],
      description: d.summary,
      keywords: [d.kind],
      ...split(d.path),
      breadcrumbs: [API_ROOT_CRUMB, moduleName],
      text: d.summary,
      position: 0,
    },
  ];
}

export const apiModuleRecordSource: SearchRecordSource<ApiModuleNodeLike> = {
  name: 'api-modules',
  nodeType: 'ApiModule',
  derive: (mod, helpers) => moduleRecords(mod, helpers.versionPath('current')),
};

export const apiDeclarationRecordSource: SearchRecordSource<ApiDeclarationNodeLike> = {
  name: 'api-declarations',
  nodeType: 'ApiDeclaration',
  derive: (d, helpers) => declarationRecords(d, d.moduleName, helpers.versionPath('current')),
};
