/** One DocsVersion node per configured version (today: current, labelled Next). */
import type { GatsbyNode } from 'gatsby';
import { loadSiteConfig } from '../../config';
import { DOCS_VERSION_TYPE } from '../schema/type-defs';

export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest }) => {
  for (const version of loadSiteConfig().docs.versions) {
    actions.createNode({
      ...version,
      id: createNodeId(`${DOCS_VERSION_TYPE} ${version.name}`),
      internal: { type: DOCS_VERSION_TYPE, contentDigest: createContentDigest(version) },
    });
  }
};
