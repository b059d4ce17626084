/**
 * The one method of Gatsby's node model that resolvers and generated sidebar sources call.
 * Typed narrowly so that they can be tested with a plain object holding a few nodes.
 */
export interface NodeModelLike {
  findAll(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<unknown> }>;
}
