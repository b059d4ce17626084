/**
 * content/sidebars.ts as a node of the content layer. The file is read and evaluated here, at
 * source time, rather than imported by gatsby-node: `gatsby develop` compiles gatsby-node once,
 * so an import would never see an editor's save. As a node, a save in develop re-creates it and
 * every query that resolved a sidebar (they read it through the node model) runs again: the
 * sidebar, breadcrumbs and previous/next update in the open page.
 *
 * A file that does not evaluate fails the build naming the file; in develop the last sidebars
 * that did stay in use and the error shows on every docs page until the next save fixes it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { SourceNodesArgs } from 'gatsby';
import ts from 'typescript';
import { isDevelop } from '../env';
import { sourcingProblem } from '../problems';
import { SIDEBARS_FILE } from './load';

export const SIDEBARS_SOURCE_TYPE = 'SidebarsSource';

export interface SidebarsSourceNode {
  /** What the file exports (its default export), checked later by `loadSidebars`. */
  sidebars: unknown;
  /** Why the file could not be evaluated, or null. */
  error: string | null;
}

/** Evaluates a sidebars file: TypeScript with type-only imports, exporting the sidebars. */
export function evaluateSidebarsFile(absolutePath: string, file = SIDEBARS_FILE): unknown {
  const source = fs.readFileSync(absolutePath, 'utf8');
  const { outputText, diagnostics = [] } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: absolutePath,
    reportDiagnostics: true,
  });
  if (diagnostics.length > 0) {
    const [first] = diagnostics;
    const where = first.file && first.start !== undefined ? first.file.getLineAndCharacterOfPosition(first.start) : null;
    const at = where ? `${file}:${where.line + 1}:${where.character + 1}` : file;
    throw new Error(`${at}: ${ts.flattenDiagnosticMessageText(first.messageText, '\n')}; fix the syntax of ${file}`);
  }
  const module = { exports: {} as Record<string, unknown> };
  try {
    const run = new vm.Script(`(function (module, exports, require) {${outputText}\n})`, { filename: absolutePath }).runInThisContext();
    run(module, module.exports, createRequire(absolutePath));
  } catch (error) {
    throw new Error(`${file} could not be evaluated: ${(error as Error).message}`);
  }
  return module.exports.default ?? module.exports;
}

function createSidebarsNode({ actions, createNodeId, createContentDigest }: SourceNodesArgs, fields: SidebarsSourceNode) {
  void actions.createNode({
    ...fields,
    id: createNodeId(SIDEBARS_SOURCE_TYPE),
    internal: { type: SIDEBARS_SOURCE_TYPE, contentDigest: createContentDigest(fields) },
  });
}

export function sourceSidebars(args: SourceNodesArgs, rootDir = process.cwd()): void {
  const absolutePath = path.join(rootDir, SIDEBARS_FILE);
  let lastGood: unknown;
  const read = (): SidebarsSourceNode => {
    try {
      lastGood = evaluateSidebarsFile(absolutePath);
      return { sidebars: lastGood, error: null };
    } catch (error) {
      return { sidebars: lastGood ?? {}, error: (error as Error).message };
    }
  };
  const first = read();
  if (first.error) sourcingProblem(args.reporter, first.error);
  if (first.error && !isDevelop()) return;
  createSidebarsNode(args, first);
  if (!isDevelop()) return;

  // Watch the folder, not the file: editors often save by replacing the file, which ends a
  // watch on the file itself.
  let pending: NodeJS.Timeout | undefined;
  const watcher = fs.watch(path.dirname(absolutePath), (_event, name) => {
    if (name !== path.basename(absolutePath)) return;
    clearTimeout(pending);
    pending = setTimeout(() => {
      if (!fs.existsSync(absolutePath)) return;
      const next = read();
      if (next.error) args.reporter.error(next.error);
      createSidebarsNode(args, next);
    }, 50);
  });
  watcher.unref();
}
