/**
 * The interactive parts of an MDX body, its islands. A page's MDX body never changes after the
 * build, so the browser keeps the server's markup of it instead of running its compiled code
 * (see src/components/MdxBody); only the components the MDX source names itself (a JSX element
 * with a capitalised name: `<LiveExample>`, `<ErrorDecoder>`, a post's own component) run in the
 * browser. Each such element, outermost only, is wrapped in `<Island index="n">`, numbered in
 * document order, which marks its place in the server's markup.
 *
 * Two remark plugins share that numbering: `remarkIslands` for the full body (server rendering,
 * develop), and `remarkIslandsOnly` for the browser's build (src/node/config/mdx-loaders.ts),
 * so that bundle holds the islands' code and none of the body's text.
 */
import { type MdNode } from './tree';

export const ISLAND = 'Island';

const JSX_TYPES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

function isComponent(node: MdNode): boolean {
  return JSX_TYPES.has(node.type) && typeof node.name === 'string' && /^[A-Z]/.test(node.name);
}

function islandOf(node: MdNode, index: number): MdNode {
  const attributes = [{ type: 'mdxJsxAttribute', name: 'index', value: String(index) }];
  if (node.type === 'mdxJsxTextElement') attributes.push({ type: 'mdxJsxAttribute', name: 'inline', value: 'true' });
  return { type: node.type, name: ISLAND, attributes: attributes as unknown as MdNode['attributes'], children: [node] };
}

/** Wraps each outermost component of the tree in an Island, in document order; returns the islands. */
export function wrapIslands(tree: MdNode): MdNode[] {
  const islands: MdNode[] = [];
  const visit = (node: MdNode) => {
    node.children?.forEach((child, i, siblings) => {
      if (child.name === ISLAND && JSX_TYPES.has(child.type)) {
        islands.push(child);
      } else if (isComponent(child)) {
        const island = islandOf(child, islands.length);
        siblings[i] = island;
        islands.push(island);
      } else {
        visit(child);
      }
    });
  };
  visit(tree);
  return islands;
}

/** The full body, with every component marked as an island. */
export function remarkIslands() {
  return (tree: MdNode) => {
    wrapIslands(tree);
  };
}

/** The body as the browser's bundle holds it: the module's imports and exports, then each island as a block. */
export function remarkIslandsOnly() {
  return (tree: MdNode) => {
    const islands = wrapIslands(tree);
    const esm = (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm');
    tree.children = [...esm, ...islands.map((island) => ({ ...island, type: 'mdxJsxFlowElement' }))];
  };
}
