/**
 * The sidebars: content/sidebars.ts as a node (re-read on save in develop), the sidebars and
 * every page's navigation worked out from it once per createPages, and in the schema each
 * sidebar, a doc's place in one, and its breadcrumbs and previous/next links.
 */
import type { Feature } from '../feature';
import { sidebarsResolvers } from './resolvers';
import { createSiteSidebars } from './site-sidebars';
import { onCreateSidebarsNode } from './source';
import { sidebarsTypeDefs } from './type-defs';

export const sidebars: Feature = {
  typeDefs: sidebarsTypeDefs,
  resolvers: sidebarsResolvers,
  onCreateNode: onCreateSidebarsNode,
  createPages: createSiteSidebars,
};
