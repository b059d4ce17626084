/**
 * Search records of the package pages (README of each pinned package): one for the page,
 * in the docs context, under Docs › Packages.
 */
import type { Node } from 'gatsby';
import { markdownText } from '../sections';
import type { SearchRecordInput, SearchRecordSource } from './types';

interface PackageDocNodeLike extends Node {
  packageName: string;
  path: string;
  description: string;
  readme: { markdown: string };
  headings: { depth: number; value: string }[];
}

export function packageRecords(pkg: PackageDocNodeLike, versionPath: string): SearchRecordInput[] {
  return [
    {
      kind: 'page',
      context: 'docs',
      version: versionPath,
      title: pkg.packageName,
      name: pkg.packageName,
      headings: pkg.headings.map((h) => h.value),
      description: pkg.description,
      keywords: ['package', 'install'],
      url: pkg.path,
      hash: null,
      breadcrumbs: ['Docs', 'Packages'],
      text: markdownText(pkg.readme.markdown),
      position: 0,
    },
  ];
}

export const packageRecordSource: SearchRecordSource<PackageDocNodeLike> = {
  name: 'packages',
  nodeType: 'PackageDoc',
  derive: (pkg, helpers) => packageRecords(pkg, helpers.versionPath('current')),
};
