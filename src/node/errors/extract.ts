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
 * Calls are found through the scope analysis ESLint uses (eslint-scope, over acorn's tree), so
 * a local variable that happens to share the minified name of the error function is never
 * mistaken for it. (Babel's parser and traversal did the same in twice the time: 2-3 s of a
 * build's main thread for the 68 production files.)
 */
import { parse } from 'acorn';
import { analyze } from 'eslint-scope';
import { fullAncestor } from 'acorn-walk';
import type * as estree from 'estree';

/** Marks the production error and warning functions (Lexical's formatProdErrorMessage). */
const PROD_MARKER = /Minified Lexical (error|warning) #/g;

export interface ProdCallSite {
  /** Line of the call in its file, for messages. */
  line: number;
  code: number;
  kind: 'error' | 'warning';
  /** Number of values substituted into the message. */
  argCount: number;
}

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

type Located<T> = T & { start: number; end: number };
type AnyFunction = Located<estree.FunctionDeclaration | estree.FunctionExpression | estree.ArrowFunctionExpression>;
type Call = Located<estree.CallExpression>;

const isFunction = (node: estree.Node): node is AnyFunction =>
  node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';

/**
 * A CommonJS build is a script; an ES-module build (Lexical 0.4x and later ship `dist/*.prod.js`
 * as ES modules, minified onto a few lines, so an `import` need not start a line) is parsed as
 * a module when it does not parse as a script.
 */
function parseBuild(source: string): { ast: estree.Program; sourceType: 'script' | 'module' } {
  const options = { ecmaVersion: 'latest', ranges: true } as const;
  if (!/^\s*(import|export)\b/m.test(source)) {
    try {
      return { ast: parse(source, { ...options, sourceType: 'script' }) as unknown as estree.Program, sourceType: 'script' };
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
    }
  }
  return { ast: parse(source, { ...options, sourceType: 'module' }) as unknown as estree.Program, sourceType: 'module' };
}

/**
 * Every call of a production build's error or warning function, in source order: calls of a
 * declared function through its binding, and immediately-called inline copies. The error
 * function holding a marker is the innermost function around it, and a function that only
 * passes its parameter on to one as the code is one too.
 */
export function extractProdCalls(source: string): ProdCallSite[] {
  const markers = [...source.matchAll(PROD_MARKER)].map((match) => ({ at: match.index ?? 0, kind: match[1] as 'error' | 'warning' }));
  if (markers.length === 0) return [];
  const { ast, sourceType } = parseBuild(source);
  const parents = new Map<estree.Node, estree.Node>();
  const functions: AnyFunction[] = [];
  fullAncestor(ast as never, (walked, _state, ancestors) => {
    const node = walked as unknown as estree.Node;
    if (ancestors.length > 1) parents.set(node, ancestors[ancestors.length - 2] as unknown as estree.Node);
    if (isFunction(node)) functions.push(node);
  });
  const errorFunctions = new Map<AnyFunction, 'error' | 'warning'>();
  for (const marker of markers) {
    let innermost: AnyFunction | undefined;
    for (const fn of functions) {
      if (fn.start <= marker.at && marker.at < fn.end && (!innermost || fn.start > innermost.start)) innermost = fn;
    }
    if (innermost) errorFunctions.set(innermost, marker.kind);
  }
  // A CommonJS build runs inside Node's module function: its top-level functions are bindings
  // of that scope, not globals, whose references a script's analysis would leave unresolved.
  const scopes = analyze(ast, { ecmaVersion: 2022 as never, sourceType, nodejsScope: sourceType === 'script' });
  const calls: Array<{ call: Call; kind: 'error' | 'warning' }> = [];
  const enclosing = (node: estree.Node): AnyFunction | undefined => {
    for (let at = parents.get(node); at; at = parents.get(at)) if (isFunction(at)) return at;
    return undefined;
  };
  // A wrapper that passes its own parameter on as the code (`function e(c,...v){throw t(c,...v)}`,
  // the throwing twin of an error-making function) is an error function too: its callers are the
  // call sites, not the call inside it.
  const forwarder = (call: Call): AnyFunction | undefined => {
    const codeArg = call.arguments[0];
    const fn = enclosing(call);
    return codeArg?.type === 'Identifier' && fn?.params.some((param) => param.type === 'Identifier' && param.name === codeArg.name)
      ? fn
      : undefined;
  };
  const queue = [...errorFunctions];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [fn, kind] = next;
    const found: Call[] = [];
    const parent = parents.get(fn);
    if (fn.type === 'FunctionDeclaration' && fn.id) {
      const binding = scopes.getDeclaredVariables(fn).find((variable) => variable.name === fn.id?.name);
      for (const reference of binding?.references ?? []) {
        const used = reference.identifier as Located<estree.Identifier>;
        const call = parents.get(used);
        if (call?.type === 'CallExpression' && call.callee === used) found.push(call as Call);
        // A shared helper module exports the function: its call sites are in the modules importing
        // it. (The walk does not enter `export {...}` lists, so their names have no parent.)
        else if (!call || call.type === 'ExportSpecifier') continue;
        else throw new Error(`the error function ${fn.id.name} is used other than by a call at line ${lineOf(source, used.start)}`);
      }
    } else if (parent?.type === 'CallExpression' && parent.callee === fn) {
      found.push(parent as Call);
    } else {
      throw new Error(`an error function at line ${lineOf(source, fn.start)} is neither declared nor called in place`);
    }
    for (const call of found) {
      const wrapper = forwarder(call);
      if (!wrapper) calls.push({ call, kind });
      else if (!errorFunctions.has(wrapper)) {
        errorFunctions.set(wrapper, kind);
        queue.push([wrapper, kind]);
      }
    }
  }
  return calls
    .sort((a, b) => a.call.start - b.call.start)
    .map(({ call, kind }) => {
      const [codeArg, ...args] = call.arguments;
      if (codeArg?.type !== 'Literal' || typeof codeArg.value !== 'number') {
        throw new Error(`the error call at line ${lineOf(source, call.start)} does not start with a numeric code`);
      }
      return { line: lineOf(source, call.start), code: codeArg.value, kind, argCount: args.length };
    });
}
