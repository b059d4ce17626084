/**
 * Each doc's MDX as the sourcing compiled it (src/node/docs/on-create-node.ts), kept in this
 * process for webpack's MDX loader (./compiled-loader.cjs): the HTML renderer of a build and the
 * pages of `gatsby develop` then take the same body's compiled code instead of compiling it a
 * second time. Both compiles run gatsby-plugin-mdx's with the plugin's options, so the code is
 * the same; an entry is used only for the very body it was compiled from. The islands-only tree
 * of each body is kept too (./islands.ts), from which the browser's build compiles the body's
 * islands without parsing it again (./islands-loader.cjs).
 */
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * `gatsby develop`: a file every page module of MDX depends on (./compiled-loader.cjs). Kept
 * bodies compiled again without their file being saved (a doc typed once the typed samples were
 * ready, ../docs/retype-later.ts) rewrite it, and webpack builds those modules again.
 */
export function recompiledStamp(root = process.cwd()): string {
  return path.join(root, '.cache', 'lexical-site', 'recompiled-mdx');
}

/** Says that kept bodies changed (recompiledStamp); creates the file the first time. */
export function markRecompiled(root = process.cwd()): void {
  fs.mkdirSync(path.dirname(recompiledStamp(root)), { recursive: true });
  fs.writeFileSync(recompiledStamp(root), String(Date.now()));
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
