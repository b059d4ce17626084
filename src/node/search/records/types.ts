/**
 * What a search record source provides: each content source has one module in this folder
 * that turns its nodes into records, registered by node type in ./index.ts.
 */
import type { Node } from 'gatsby';
import type { SearchContextName } from '../../../shared/search';
import type { NodeModelLike } from '../../node-model';

/** A record before it becomes a SearchRecord node (see ../type-defs.ts for each field). */
export interface SearchRecordInput {
  kind: 'page' | 'section';
  context: SearchContextName;
  /** Version path, e.g. /docs. */
  version: string;
  title: string;
  /** The exact name of an API declaration (`$getRoot`), when the title says more. */
  name: string | null;
  headings: string[];
  description: string;
  keywords: string[];
  /** The page route, without a hash. */
  url: string;
  hash: string | null;
  /** Breadcrumbs, outermost first; a source may instead resolve them at query time. */
  breadcrumbs: string[];
  /** Plain text to index (the store keeps only its start). */
  text: string;
  /** Order of the record within its page: 0 for the page, then sections in order. */
  position: number;
}

interface DeriveHelpers {
  /** Version path of a version name (e.g. current -> /docs). */
  versionPath(name: string): string;
}

export interface NodeModel extends NodeModelLike {
  getNodeById(args: { id: string; type?: string }): unknown;
}

export interface SearchRecordSource<N extends Node = Node> {
  /** Name of the source, stored on each record. */
  name: string;
  /** The node type whose nodes this source turns into records. */
  nodeType: string;
  /** Records for one node; empty for nodes that must not be searchable (drafts, unlisted). */
  derive(node: N, helpers: DeriveHelpers): SearchRecordInput[];
  /**
   * Breadcrumbs worked out when the index is built, for sources whose breadcrumbs depend on
   * other nodes (a doc's place in its sidebar). `node` is the record's source node.
   */
  breadcrumbs?(record: SearchRecordInput, node: N, nodeModel: NodeModel): Promise<string[]>;
}
