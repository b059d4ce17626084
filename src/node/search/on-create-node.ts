/**
 * Derives SearchRecord nodes (children of their source node) when a node of a registered
 * source type is created, so records follow the content: edit a doc and its records are
 * rebuilt with it.
 */
import type { CreateNodeArgs, Node } from 'gatsby';
import { loadSiteConfig } from '../../config';
import { sourceForNodeType } from './records';
import { SEARCH_RECORD_TYPE } from './type-defs';

export function onCreateSearchRecords({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  const source = sourceForNodeType(node.internal.type);
  if (!source) return;
  const versions = loadSiteConfig().docs.versions;
  const records = source.derive(node as never, {
    versionPath: (name) => versions.find((v) => v.name === name)?.path ?? `/docs`,
  });
  for (const record of records) {
    const child = {
      ...record,
      source: source.name,
      id: createNodeId(`${SEARCH_RECORD_TYPE} ${node.id} ${record.position}`),
      parent: node.id,
      internal: { type: SEARCH_RECORD_TYPE, contentDigest: createContentDigest(record) },
    };
    void actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  }
}
