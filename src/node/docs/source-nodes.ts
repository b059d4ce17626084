/** One DocsVersion node per configured version (today: current, labelled Next). */
import type { SourceNodesArgs } from 'gatsby';
import { loadSiteConfig } from '../../config';
import { DOCS_VERSION_TYPE } from '../schema/type-defs';

export function sourceDocsVersions({ actions, createNodeId, createContentDigest }: SourceNodesArgs): void {
  for (const version of loadSiteConfig().docs.versions) {
    void actions.createNode({
      ...version,
      id: createNodeId(`${DOCS_VERSION_TYPE} ${version.name}`),
      internal: { type: DOCS_VERSION_TYPE, contentDigest: createContentDigest(version) },
    });
  }
}
