/** The gallery: the highlighted source behind each example's "Show code". */
import type { Feature } from '../feature';
import { galleryResolvers, galleryTypeDefs } from './code';

export const gallery: Feature = { typeDefs: galleryTypeDefs, resolvers: galleryResolvers };
