import type { GatsbyNode } from 'gatsby';
import { searchResolvers } from '../search/resolvers';
import { searchTypeDefs } from '../search/type-defs';
import { resolvers } from './resolvers';
import { typeDefs } from './type-defs';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
  actions.createTypes(searchTypeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({ ...resolvers, ...searchResolvers });
};
