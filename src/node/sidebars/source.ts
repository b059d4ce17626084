/**
 * content/sidebars.ts as a node of the content layer. The file is a gatsby-source-filesystem
 * source of its own (gatsby-config.ts), so Gatsby's own watcher reports a save in develop; its
 * File node's onCreateNode evaluates it here, rather than gatsby-node importing it (develop
 * compiles gatsby-node once, so an import would never see a save), and makes the
 * SidebarsSource node the sidebars are worked out from (./site-sidebars.ts): in develop the
 * sidebar, breadcrumbs and previous/next then update in the open page.
 *
 * A file that does not evaluate fails the build naming the file; in develop the last sidebars
 * that did stay in use and the error shows on every docs page until the next save fixes it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { CreateNodeArgs, Node } from 'gatsby';
import ts from 'typescript';
import { SIDEBARS_FILE } from './load';
import { contentProblem } from '../mode';

/** The gatsby-source-filesystem source of content/sidebars.ts. */
export const SIDEBARS_SOURCE = 'sidebars';

/** The source's ignore rule: in content/, every path but the folder itself and the sidebars file. */
export function onlySidebarsFile(rootDir: string): (file: string) => boolean {
  const keep = new Set([path.join(rootDir, path.dirname(SIDEBARS_FILE)), path.join(rootDir, SIDEBARS_FILE)]);
  return (file) => !keep.has(path.resolve(file));
}

export const SIDEBARS_SOURCE_TYPE = 'SidebarsSource';

export interface SidebarsSourceNode {
  /** What the file exports (its default export), checked later by `loadSidebars`. */
  sidebars: unknown;
  /** Why the file could not be evaluated, or null. */
  error: string | null;
}

/** Evaluates a sidebars file's `source`: TypeScript with type-only imports, exporting the sidebars. */
export function evaluateSidebarsFile(absolutePath: string, source: string): unknown {
  const { outputText, diagnostics = [] } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: absolutePath,
    reportDiagnostics: true,
  });
  if (diagnostics.length > 0) {
    const [first] = diagnostics;
    const where = first.file && first.start !== undefined ? first.file.getLineAndCharacterOfPosition(first.start) : null;
    const at = where ? `${SIDEBARS_FILE}:${where.line + 1}:${where.character + 1}` : SIDEBARS_FILE;
    throw new Error(`${at}: ${ts.flattenDiagnosticMessageText(first.messageText, '\n')}; fix the syntax of ${SIDEBARS_FILE}`);
  }
  const module = { exports: {} as Record<string, unknown> };
  try {
    const run = new vm.Script(`(function (module, exports, require) {${outputText}\n})`, { filename: absolutePath }).runInThisContext();
    run(module, module.exports, createRequire(absolutePath));
  } catch (error) {
    throw new Error(`${SIDEBARS_FILE} could not be evaluated: ${(error as Error).message}`);
  }
  return module.exports.default ?? module.exports;
}

/** Makes the SidebarsSource node from the File node of content/sidebars.ts. */
export async function onCreateSidebarsNode({
  node,
  actions,
  createNodeId,
  createContentDigest,
  getNode,
  loadNodeContent,
  reporter,
}: CreateNodeArgs) {
  if (node.internal.type !== 'File' || (node as { sourceInstanceName?: string }).sourceInstanceName !== SIDEBARS_SOURCE) return;
  const id = createNodeId(SIDEBARS_SOURCE_TYPE);
  let fields: SidebarsSourceNode;
  try {
    fields = { sidebars: evaluateSidebarsFile(String(node.absolutePath), await loadNodeContent(node)), error: null };
  } catch (error) {
    if (!contentProblem(reporter, (error as Error).message)) return;
    // develop keeps the last sidebars that evaluated.
    const last = getNode(id) as (Node & SidebarsSourceNode) | undefined;
    fields = { sidebars: last?.sidebars ?? {}, error: (error as Error).message };
  }
  const sidebars = { ...fields, id, parent: node.id, internal: { type: SIDEBARS_SOURCE_TYPE, contentDigest: createContentDigest(fields) } };
  await actions.createNode(sidebars);
  actions.createParentChildLink({ parent: node, child: sidebars as unknown as Node });
}
