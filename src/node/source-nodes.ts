/**
 * Every node the site makes itself (the content plugins make theirs): docs versions, the
 * sidebars file, the error-code file.
 */
import type { GatsbyNode } from 'gatsby';
import { sourceDocsVersions } from './docs/source-nodes';
import { sourceErrorCodes } from './errors/schema';
import { sourceSidebars } from './sidebars/source';

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  sourceDocsVersions(args);
  sourceSidebars(args);
  sourceErrorCodes(args);
};
