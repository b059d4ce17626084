import type { GatsbyNode } from 'gatsby';
import { codeTypesResolvers } from '../code-types/resolvers';
import { errorCodesTypeDefs } from '../errors/schema';
import { galleryResolvers, galleryTypeDefs } from '../gallery/code';
import { homeResolvers, homeTypeDefs } from '../home/resolvers';
import { searchResolvers } from '../search/resolvers';
import { searchTypeDefs } from '../search/type-defs';
import { blogResolvers } from './blog-resolvers';
import { blogTypeDefs } from './blog-type-defs';
import { resolvers } from './resolvers';
import { typeDefs } from './type-defs';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes([typeDefs, blogTypeDefs, homeTypeDefs, searchTypeDefs, errorCodesTypeDefs, galleryTypeDefs]);
};

/** One call per area: each may add root Query fields, and Gatsby merges the calls. */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers(resolvers);
  createResolvers(blogResolvers);
  createResolvers(homeResolvers);
  createResolvers(searchResolvers);
  createResolvers(galleryResolvers);
  createResolvers(codeTypesResolvers);
};
