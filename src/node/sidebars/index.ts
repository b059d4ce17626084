/**
 * The sidebars: content/sidebars.ts as a node (re-read on save in develop), and in the schema
 * each sidebar, a doc's place in one, and its breadcrumbs and previous/next links.
 */
import type { Feature } from '../feature';
import { sidebarsResolvers } from './resolvers';
import { onCreateSidebarsNode } from './source';
import { sidebarsTypeDefs } from './type-defs';

export const sidebars: Feature = {
  typeDefs: sidebarsTypeDefs,
  resolvers: sidebarsResolvers,
  onCreateNode: onCreateSidebarsNode,
};
