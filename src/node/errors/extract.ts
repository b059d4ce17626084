/**
 * Reads the error call sites out of one production build of a Lexical package.
 *
 * Lexical's build rewrites every `invariant(cond, 'message %s', arg)` of the sources into
 * `cond || t(42, arg)` in production, where 42 is the message's number in the repository's
 * codes.json and `t` is a small function (minified to any name, sometimes inlined as an
 * immediately-called function expression) that throws "Minified Lexical error #" followed by
 * the code (or, for dev-only checks that prod merely reports, logs "Minified Lexical warning #"
 * and the code). The code and the number of values are all the build needs: the message comes
 * from the official table.
 * Calls are found through Babel's scope analysis, so a local variable that happens to share
 * the minified name of the error function is never mistaken for it.
 */
import { parse } from '@babel/parser';
import traverse, { type NodePath } from '@babel/traverse';
import type * as t from '@babel/types';

/** Marks the production error and warning functions (Lexical's formatProdErrorMessage). */
const PROD_MARKER = /Minified Lexical (error|warning) #/;

export interface ProdCallSite {
  /** Line of the call in its file, for messages. */
  line: number;
  code: number;
  kind: 'error' | 'warning';
  /** Number of values substituted into the message. */
  argCount: number;
}

class ExtractError extends Error {}

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Every call of a production build's error or warning function, in source order: calls of a
 * declared function through its binding, and immediately-called inline copies.
 */
export function extractProdCalls(source: string): ProdCallSite[] {
  const ast = parse(source, { sourceType: 'unambiguous', errorRecovery: false });
  const calls: Array<{ call: NodePath<t.CallExpression>; kind: 'error' | 'warning' }> = [];
  traverse(ast, {
    Function(path) {
      const start = path.node.start ?? 0;
      const end = path.node.end ?? 0;
      const text = source.slice(start, end);
      const marker = PROD_MARKER.exec(text);
      if (!marker) return;
      let innermost = true;
      path.traverse({
        Function(inner) {
          if (PROD_MARKER.test(source.slice(inner.node.start ?? 0, inner.node.end ?? 0))) innermost = false;
        },
      });
      if (!innermost) return;
      const kind = marker[1] as 'error' | 'warning';
      if (path.isFunctionDeclaration() && path.node.id) {
        const binding = path.parentPath.scope.getBinding(path.node.id.name);
        for (const ref of binding?.referencePaths ?? []) {
          const parent = ref.parentPath;
          if (parent?.isCallExpression() && parent.node.callee === ref.node) calls.push({ call: parent, kind });
          else
            throw new ExtractError(
              `the error function ${path.node.id.name} is used other than by a call at line ${lineOf(source, ref.node.start ?? 0)}`,
            );
        }
      } else if (path.parentPath.isCallExpression() && path.parentPath.node.callee === path.node) {
        calls.push({ call: path.parentPath, kind });
      } else {
        throw new ExtractError(`an error function at line ${lineOf(source, start)} is neither declared nor called in place`);
      }
    },
  });
  return calls
    .sort((a, b) => (a.call.node.start ?? 0) - (b.call.node.start ?? 0))
    .map(({ call, kind }) => {
      const start = call.node.start ?? 0;
      const [codeArg, ...args] = call.get('arguments');
      if (!codeArg?.isNumericLiteral()) {
        throw new ExtractError(`the error call at line ${lineOf(source, start)} does not start with a numeric code`);
      }
      return { line: lineOf(source, start), code: codeArg.node.value, kind, argCount: args.length };
    });
}
