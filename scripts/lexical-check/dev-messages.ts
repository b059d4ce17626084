/**
 * The error messages of a development build, in source order. Lexical's build turns each
 * `invariant(cond, 'message %s', value)` into `formatDevErrorMessage(\`message ${value}\`)` in the
 * dev build and into a numbered call in the production build; the message text ships only in the
 * dev build (the code -> message table, scripts/error-codes/codes.json of the repository, is not
 * published). Each message is given as the table writes it: every interpolated value is `%s`.
 */
import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import type * as estree from 'estree';

/** The dev build's error and warning helpers whose argument is the message. */
const MESSAGE_CALLS = new Set(['formatDevErrorMessage', 'formatDevWarningMessage', 'createDevError']);

export interface DevMessage {
  message: string;
  placeholders: number;
  at: number;
}

/** A string, template or `+` chain as a table message; null for anything else. */
function messageOf(node: estree.Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    return node.quasis.map((quasi, i) => `${quasi.value.cooked ?? quasi.value.raw}${i < node.expressions.length ? '%s' : ''}`).join('');
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = messageOf(node.left as estree.Node) ?? '%s';
    const right = messageOf(node.right) ?? '%s';
    return `${left}${right}`;
  }
  return null;
}

export function devMessages(source: string): DevMessage[] {
  let ast: estree.Program;
  try {
    ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module', ranges: true }) as unknown as estree.Program;
  } catch {
    ast = parse(source, { ecmaVersion: 'latest', sourceType: 'script', ranges: true }) as unknown as estree.Program;
  }
  const found: DevMessage[] = [];
  simple(ast as never, {
    CallExpression(walked) {
      const call = walked as unknown as estree.CallExpression & { start: number };
      if (call.callee.type !== 'Identifier' || !MESSAGE_CALLS.has(call.callee.name) || !call.arguments[0]) return;
      const message = messageOf(call.arguments[0] as estree.Node);
      if (message !== null) found.push({ message, placeholders: message.match(/%s/g)?.length ?? 0, at: call.start });
    },
  });
  return found.sort((a, b) => a.at - b.at);
}
