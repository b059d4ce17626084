/**
 * Reads the error call sites out of one built Lexical file.
 *
 * Lexical's build rewrites every `invariant(cond, 'message %s', arg)` of the sources in two
 * ways. The development build keeps the text: `if (!cond) { formatDevErrorMessage(`message
 * ${arg}`) }`. The production build keeps only a number from the repository's codes.json:
 * `cond || t(42, arg)`, where `t` is a small function (minified to any name, sometimes inlined
 * as an immediately-called function expression) that throws "Minified Lexical error #42"
 * (or, for dev-only checks that prod merely reports, logs "Minified Lexical warning #42").
 *
 * Neither side carries the other's half, so each call site is described by what minification
 * leaves alone: property and method names, string literals and global names near the call
 * (`tokens`), and the shape of each argument with local names erased (`argShapes`). The
 * alignment module pairs the two lists by these. Calls are found through Babel's scope
 * analysis, so a local variable that happens to share the minified name of the error function
 * is never mistaken for it.
 */
import { parse } from '@babel/parser';
import traverse, { type NodePath } from '@babel/traverse';
import type * as t from '@babel/types';

/** Marks the production error and warning functions (Lexical's formatProdErrorMessage). */
const PROD_MARKER = /Minified Lexical (error|warning) #/;
/** The development build's function, kept by name (it is not minified). */
export const DEV_FUNCTION = 'formatDevErrorMessage';
/** How many surviving tokens before and after a call describe its surroundings. */
export const CONTEXT_TOKENS = 12;

export interface CallSite {
  /** Position of the call in its file (character offset), for messages. */
  start: number;
  line: number;
  /** Number of values substituted into the message. */
  argCount: number;
  /** Each argument with local names replaced by `_`, e.g. `String(_)`, `_.getKey()`. */
  argShapes: string[];
  /**
   * The nearest enclosing name that minification keeps: a class or object method, or an
   * exported function. Null when the call sits in a function whose name is minified.
   */
  owner: string | null;
  /** Surviving tokens just before the call (its guard), nearest last. */
  before: string[];
  /** Surviving tokens just after the call. */
  after: string[];
}

export interface DevCallSite extends CallSite {
  /** The message with each `${...}` replaced by `%s`. */
  message: string;
}

export interface ProdCallSite extends CallSite {
  code: number;
  kind: 'error' | 'warning';
}

export class ExtractError extends Error {}

interface Token {
  start: number;
  text: string;
}

function parseScript(source: string): t.File {
  return parse(source, { sourceType: 'unambiguous', errorRecovery: false });
}

/**
 * Property names, string literals and global identifiers in source order: what survives
 * minification. Tokens inside `skip` ranges (the error functions themselves) are left out.
 */
function survivingTokens(ast: t.File, skip: Array<[number, number]>): Token[] {
  const tokens: Token[] = [];
  const skipped = (node: t.Node) => skip.some(([s, e]) => (node.start ?? 0) >= s && (node.end ?? 0) <= e);
  const push = (node: t.Node, text: string) => {
    if (!skipped(node)) tokens.push({ start: node.start ?? 0, text });
  };
  const pushKey = (node: t.ClassMethod | t.ObjectMethod | t.ClassProperty) => {
    if (!node.computed && node.key.type === 'Identifier') push(node.key, `.${node.key.name}`);
  };
  traverse(ast, {
    MemberExpression(path) {
      const { property, computed } = path.node;
      if (!computed && property.type === 'Identifier') push(property, `.${property.name}`);
      else if (computed && property.type === 'StringLiteral') push(property, `.${property.value}`);
    },
    StringLiteral(path) {
      if (path.parentPath.isMemberExpression({ property: path.node })) return;
      if (path.parentPath.isObjectProperty({ key: path.node })) return push(path.node, `.${path.node.value}`);
      push(path.node, `'${path.node.value}'`);
    },
    ObjectProperty(path) {
      const { key, computed } = path.node;
      if (!computed && key.type === 'Identifier') push(key, `.${key.name}`);
    },
    ClassMethod: (path) => pushKey(path.node),
    ObjectMethod: (path) => pushKey(path.node),
    ClassProperty: (path) => pushKey(path.node),
    Identifier(path) {
      if (!path.isReferencedIdentifier()) return;
      if (path.scope.hasBinding(path.node.name, true)) return;
      push(path.node, path.node.name);
    },
  });
  return tokens.sort((a, b) => a.start - b.start);
}

/** An expression with every locally bound name erased, so `String(size)` ≈ `String(e)`. */
export function shapeOf(path: NodePath, source: string): string {
  const node = path.node;
  const replacements: Array<[number, number]> = [];
  const visit = (p: NodePath) => {
    if (p.isIdentifier() && p.isReferencedIdentifier() && p.scope.hasBinding(p.node.name, true)) {
      replacements.push([p.node.start ?? 0, p.node.end ?? 0]);
    }
  };
  visit(path);
  path.traverse({ Identifier: (p) => visit(p) });
  const base = node.start ?? 0;
  let text = source.slice(base, node.end ?? base);
  for (const [s, e] of replacements.sort((a, b) => b[0] - a[0])) {
    text = text.slice(0, s - base) + '_' + text.slice(e - base);
  }
  // Minifiers rewrite spacing and quotes; compare without them.
  return text.replace(/\s+/g, '').replace(/"/g, "'");
}

function contextOf(tokens: Token[], start: number, end: number): Pick<CallSite, 'before' | 'after'> {
  const before = tokens.filter((token) => token.start < start).slice(-CONTEXT_TOKENS);
  const after = tokens.filter((token) => token.start >= end).slice(0, CONTEXT_TOKENS);
  return { before: before.map((token) => token.text), after: after.map((token) => token.text) };
}

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/** Local function name -> exported name, from the `exports.name = local` lines of a CJS build. */
function exportedNames(ast: t.File): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of ast.program.body) {
    if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'AssignmentExpression') continue;
    const { left, right } = statement.expression;
    if (left.type !== 'MemberExpression' || left.object.type !== 'Identifier' || left.object.name !== 'exports') continue;
    if (left.property.type === 'Identifier' && right.type === 'Identifier') names.set(right.name, left.property.name);
  }
  return names;
}

/**
 * The owner of a call (see CallSite.owner): walks out through the enclosing functions and
 * stops at the first whose name survives, or at a function declared under a local name.
 */
function ownerOf(path: NodePath, exported: Map<string, string>): string | null {
  for (let fn = path.getFunctionParent(); fn; fn = fn.parentPath?.getFunctionParent() ?? null) {
    const node = fn.node;
    if ((node.type === 'ClassMethod' || node.type === 'ObjectMethod') && !node.computed && node.key.type === 'Identifier') {
      return node.key.name;
    }
    const parent = fn.parentPath?.node;
    if (parent?.type === 'AssignmentExpression' && parent.left.type === 'MemberExpression') {
      const { object, property } = parent.left;
      if (object.type === 'Identifier' && object.name === 'exports' && property.type === 'Identifier') return property.name;
    }
    if (node.type === 'FunctionDeclaration' && node.id) return exported.get(node.id.name) ?? null;
  }
  return null;
}

/** The text of a dev message argument: a template literal or a plain string. */
function devMessage(arg: t.Node | undefined): string | null {
  if (!arg) return null;
  if (arg.type === 'StringLiteral') return arg.value;
  if (arg.type === 'TemplateLiteral') {
    const parts = arg.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw);
    return parts.join('%s');
  }
  return null;
}

/** Every `formatDevErrorMessage(...)` call of a development build, in source order. */
export function extractDevCalls(source: string): DevCallSite[] {
  const ast = parseScript(source);
  const found: Array<{ path: NodePath<t.CallExpression>; message: string; argPaths: NodePath[] }> = [];
  const skip: Array<[number, number]> = [];
  traverse(ast, {
    FunctionDeclaration(path) {
      if (path.node.id?.name === DEV_FUNCTION) skip.push([path.node.start ?? 0, path.node.end ?? 0]);
    },
    CallExpression(path) {
      const callee = path.node.callee;
      if (callee.type !== 'Identifier' || callee.name !== DEV_FUNCTION) return;
      const first = path.get('arguments')[0];
      const text = devMessage(first?.node);
      if (text === null || path.node.arguments.length !== 1) {
        throw new ExtractError(
          `${DEV_FUNCTION} at line ${lineOf(source, path.node.start ?? 0)} takes something other than one string or template literal`,
        );
      }
      const argPaths = first.isTemplateLiteral() ? (first.get('expressions') as NodePath[]) : [];
      found.push({ path, message: text, argPaths });
      skip.push([path.node.start ?? 0, path.node.end ?? 0]);
    },
  });
  const tokens = survivingTokens(ast, skip);
  const exported = exportedNames(ast);
  return found
    .sort((a, b) => (a.path.node.start ?? 0) - (b.path.node.start ?? 0))
    .map(({ path, message, argPaths }) => {
      const start = path.node.start ?? 0;
      const end = path.node.end ?? 0;
      return {
        start,
        line: lineOf(source, start),
        message,
        owner: ownerOf(path, exported),
        argCount: argPaths.length,
        argShapes: argPaths.map((p) => shapeOf(p, source)),
        ...contextOf(tokens, start, end),
      };
    });
}

/**
 * Every call of a production build's error or warning function, in source order: calls of a
 * declared function through its binding, and immediately-called inline copies.
 */
export function extractProdCalls(source: string): ProdCallSite[] {
  const ast = parseScript(source);
  const calls: Array<{ call: NodePath<t.CallExpression>; kind: 'error' | 'warning' }> = [];
  const skip: Array<[number, number]> = [];
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
      skip.push([start, end]);
      if (path.isFunctionDeclaration() && path.node.id) {
        const binding = path.parentPath.scope.getBinding(path.node.id.name);
        for (const ref of binding?.referencePaths ?? []) {
          const parent = ref.parentPath;
          if (parent?.isCallExpression() && parent.node.callee === ref.node) calls.push({ call: parent, kind });
          else throw new ExtractError(`the error function ${path.node.id.name} is used other than by a call at line ${lineOf(source, ref.node.start ?? 0)}`);
        }
      } else if (path.parentPath.isCallExpression() && path.parentPath.node.callee === path.node) {
        calls.push({ call: path.parentPath, kind });
      } else {
        throw new ExtractError(`an error function at line ${lineOf(source, start)} is neither declared nor called in place`);
      }
    },
  });
  const tokens = survivingTokens(ast, skip);
  const exported = exportedNames(ast);
  return calls
    .sort((a, b) => (a.call.node.start ?? 0) - (b.call.node.start ?? 0))
    .map(({ call, kind }) => {
      const start = call.node.start ?? 0;
      const end = call.node.end ?? 0;
      const [codeArg, ...args] = call.get('arguments');
      if (!codeArg?.isNumericLiteral()) {
        throw new ExtractError(`the error call at line ${lineOf(source, start)} does not start with a numeric code`);
      }
      return {
        start,
        line: lineOf(source, start),
        code: codeArg.node.value,
        kind,
        owner: ownerOf(call, exported),
        argCount: args.length,
        argShapes: args.map((p) => shapeOf(p, source)),
        // The inline form's own body is skipped; its call arguments still count as context.
        ...contextOf(tokens, start, end),
      };
    });
}
