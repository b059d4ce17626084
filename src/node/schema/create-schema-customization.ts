import type { GatsbyNode } from 'gatsby';
import { resolvers } from './resolvers';
import { typeDefs } from './type-defs';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers(resolvers);
};
