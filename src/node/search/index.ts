/**
 * Search: a SearchRecord node per page and per h2/h3 section of each registered content
 * source (./records), derived as the source's nodes are made, and the index and store built
 * from them (./index-files.ts): written by the build, served on request by develop.
 */
import type { Feature } from '../feature';
import { createSearchIndex } from './create-pages';
import { serveSearchFiles } from './develop-server';
import { onCreateSearchRecords } from './on-create-node';
import { searchResolvers } from './resolvers';
import { searchTypeDefs } from './type-defs';

export const search: Feature = {
  typeDefs: searchTypeDefs,
  resolvers: searchResolvers,
  onCreateNode: onCreateSearchRecords,
  createPages: createSearchIndex,
  onCreateDevServer: serveSearchFiles,
};
