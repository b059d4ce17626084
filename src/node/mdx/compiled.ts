/**
 * Each doc's MDX as the sourcing compiled it (src/node/docs/on-create-node.ts), kept in this
 * process for webpack's MDX loader (./compiled-loader.cjs): the HTML renderer of a build and the
 * pages of `gatsby develop` then take the same body's compiled code instead of compiling it a
 * second time. Both compiles run gatsby-plugin-mdx's with the plugin's options, so the code is
 * the same; an entry is used only for the very body it was compiled from. The islands-only tree
 * of each body is kept too (./islands.ts), from which the browser's build compiles the body's
 * islands without parsing it again (./islands-loader.cjs).
 */
import type { MdNode } from './tree';

const compiled = new Map<string, { body: string; code: string }>();
const islands = new Map<string, { body: string; tree: MdNode }>();

export function keepCompiledBody(absolutePath: string, body: string, code: string): void {
  compiled.set(absolutePath, { body, code });
}

/** The kept code of this file's body, or undefined when the body is not the one compiled. */
export function compiledBody(absolutePath: string, body: string): string | undefined {
  const kept = compiled.get(absolutePath);
  return kept?.body === body ? kept.code : undefined;
}

/** Keeps the islands-only tree of a body (./islands.ts, remarkKeepIslands). */
export function keepIslands(absolutePath: string, body: string, tree: MdNode): void {
  islands.set(absolutePath, { body, tree });
}

/** A copy of the kept islands-only tree of this file's body, or undefined when the body is not the one compiled. */
export function keptIslands(absolutePath: string, body: string): MdNode | undefined {
  const kept = islands.get(absolutePath);
  return kept?.body === body ? structuredClone(kept.tree) : undefined;
}
