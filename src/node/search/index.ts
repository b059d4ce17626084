/**
 * Search: a SearchRecord node per page and per h2/h3 section of each registered content
 * source (./records), derived as the source's nodes are made. gatsby-plugin-local-search
 * builds the index from them (./plugin-options.ts, named in gatsby-config.ts).
 */
import type { Feature } from '../feature';
import { onCreateSearchRecords } from './on-create-node';
import { searchResolvers } from './resolvers';
import { searchTypeDefs } from './type-defs';

export const search: Feature = {
  typeDefs: searchTypeDefs,
  resolvers: searchResolvers,
  onCreateNode: onCreateSearchRecords,
};
