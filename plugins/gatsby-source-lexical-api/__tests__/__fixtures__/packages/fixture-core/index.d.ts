/** A key that names a node. */
export type NodeKey = string;

/**
 * The base of every node.
 */
export declare class BaseNode {
  /** The node's key. */
  readonly key: NodeKey;
  constructor(key?: NodeKey);
  /**
   * Returns the key. See {@link TextNode} and {@link Missing}.
   * @returns the key of this node
   */
  getKey(): NodeKey;
}

/** A node holding text. */
export declare class TextNode extends BaseNode {
  text: string;
  /** @deprecated Use {@link TextNode.getKey} instead. */
  getText(): string;
}

/** Options of {@link createNode}. */
export interface NodeOptions {
  kind: 'text' | 'base';
  parent?: BaseNode | null;
}

/** The default options. */
export declare const DEFAULT_OPTIONS: NodeOptions;

/**
 * Creates a node.
 *
 * @param options - how to create it
 * @returns the new node
 * @example
 * ```ts
 * const node = createNode({ kind: 'text' });
 * ```
 */
export declare function createNode<T extends BaseNode = BaseNode>(options: NodeOptions, ...rest: Array<T | null>): T;
