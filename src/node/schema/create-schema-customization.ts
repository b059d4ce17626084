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

/** The site's type definitions, one per area. */
export const siteTypeDefs = [typeDefs, blogTypeDefs, homeTypeDefs, searchTypeDefs, errorCodesTypeDefs, galleryTypeDefs];

/** The site's resolvers, one map per area: each may add root Query fields, and Gatsby merges the calls. */
export const siteResolvers = [resolvers, blogResolvers, homeResolvers, searchResolvers, galleryResolvers, codeTypesResolvers];

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(siteTypeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  for (const areaResolvers of siteResolvers) createResolvers(areaResolvers);
};
