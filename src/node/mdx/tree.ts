/**
 * The little of the Markdown syntax tree (mdast) the site's remark plugins touch, typed
 * loosely on purpose: MDX adds node types of its own, and the plugins only walk and rewrite.
 */
export interface MdNode {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  name?: string;
  lang?: string | null;
  meta?: string | null;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown>; hChildren?: unknown[]; directiveLabel?: boolean };
  position?: { start: { line: number; column: number } };
}

/** Visits every node depth-first, parents before children. */
export function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/** The plain text of a node, as a reader sees it (inline code included). */
export function textOf(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'mdxFlowExpression') return node.value;
  return (node.children ?? []).map(textOf).join('');
}
