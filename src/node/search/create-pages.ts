/**
 * The one SearchIndex node: where the browser finds the search index and store. `gatsby build`
 * builds both from the records and writes them as content-hashed files; `gatsby develop` points
 * at its own routes, which build them on request (./develop-server.ts).
 */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { SearchFileUrls } from '../../shared/search';
import { DEVELOP_SEARCH_URLS } from './develop-server';
import { buildSearchFiles, searchRecords, writeSearchFiles } from './index-files';
import { SEARCH_INDEX_TYPE } from './type-defs';
import { writesPublicFiles } from '../mode';

async function builtFileUrls({ graphql, pathPrefix, reporter }: CreatePagesArgs): Promise<SearchFileUrls> {
  const records = await searchRecords(graphql);
  if (records.length === 0) reporter.warn('Search: no SearchRecord nodes, so the search index is empty.');
  const urls = writeSearchFiles(path.join(process.cwd(), 'public'), buildSearchFiles(records));
  return { indexUrl: `${pathPrefix}${urls.indexUrl}`, storeUrl: `${pathPrefix}${urls.storeUrl}` };
}

export async function createSearchIndex(args: CreatePagesArgs): Promise<void> {
  const { actions, createNodeId, createContentDigest } = args;
  const urls = writesPublicFiles() ? await builtFileUrls(args) : DEVELOP_SEARCH_URLS;
  await actions.createNode({
    ...urls,
    id: createNodeId(SEARCH_INDEX_TYPE),
    internal: { type: SEARCH_INDEX_TYPE, contentDigest: createContentDigest(urls) },
  });
}
