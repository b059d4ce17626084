/**
 * The registry of search record sources, by node type. To make a new content source
 * searchable, write one module beside docs.ts (its `derive` turns a node into records) and
 * add it here: the index, store, ranking and UI need no change. The blog is not a source and
 * must never become one: posts are news of their day, and search answers with the guides and
 * the API.
 */
import { apiDeclarationRecordSource, apiModuleRecordSource } from './api';
import { docsRecordSource } from './docs';
import { packageRecordSource } from './packages';
import type { SearchRecordSource } from './types';

export const searchRecordSources: SearchRecordSource<never>[] = [
  docsRecordSource,
  apiModuleRecordSource,
  apiDeclarationRecordSource,
  packageRecordSource,
];

export function sourceForNodeType(type: string): SearchRecordSource<never> | undefined {
  return searchRecordSources.find((source) => source.nodeType === type);
}

export function sourceByName(name: string): SearchRecordSource<never> | undefined {
  return searchRecordSources.find((source) => source.name === name);
}
