/**
 * Typed code samples: their types and the site's own fields on the API plugin's types (a
 * guide's samples are typed by its MDX compile, ./remark.ts), and after the build the share
 * of their identifiers that link to the API reference.
 */
import type { Feature } from '../feature';
import { reportCoverage } from './coverage';
import { codeTypesResolvers } from './resolvers';
import { codeTypesTypeDefs } from './type-defs';

export const codeTypes: Feature = {
  typeDefs: codeTypesTypeDefs,
  resolvers: codeTypesResolvers,
  onPostBuild: reportCoverage,
};
