import type { GatsbyNode } from 'gatsby';
import { blogResolvers } from './blog-resolvers';
import { blogTypeDefs } from './blog-type-defs';
import { resolvers } from './resolvers';
import { typeDefs } from './type-defs';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes([typeDefs, blogTypeDefs]);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({ ...resolvers, ...blogResolvers });
};
