/** The gallery: the highlighted source behind each example's "Show code", one file and node per example. */
import type { Feature } from '../feature';
import { galleryTypeDefs, onCreateGalleryFileNode, sourceGalleryCode } from './source';

export const gallery: Feature = {
  typeDefs: galleryTypeDefs,
  sourceNodes: (args) => {
    sourceGalleryCode(args);
  },
  onCreateNode: onCreateGalleryFileNode,
};
