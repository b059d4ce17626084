/** @jest-environment node */
import { remarkIslands, remarkIslandsOnly, wrapIslands } from '../islands';
import type { MdNode } from '../tree';

const text = (value: string): MdNode => ({ type: 'text', value });
const jsx = (name: string, type = 'mdxJsxFlowElement', children: MdNode[] = []): MdNode => ({
  type,
  name,
  attributes: [] as unknown as MdNode['attributes'],
  children,
});
const esm: MdNode = { type: 'mdxjsEsm', value: "export const words = ['Hello'];" };

function body(): MdNode {
  return {
    type: 'root',
    children: [
      esm,
      { type: 'heading', depth: 2, children: [text('Try it')] },
      jsx('LiveExample'),
      { type: 'paragraph', children: [text('Say '), jsx('Greeting', 'mdxJsxTextElement', [jsx('Inner', 'mdxJsxTextElement')])] },
      jsx('kbd', 'mdxJsxFlowElement', [text('K')]),
      jsx('ErrorDecoder'),
    ],
  };
}

const attributes = (node: MdNode) =>
  Object.fromEntries((node.attributes as unknown as { name: string; value: string }[]).map((a) => [a.name, a.value]));

describe('wrapIslands', () => {
  it('wraps each outermost capitalised component in a numbered Island, in document order', () => {
    const tree = body();
    const islands = wrapIslands(tree);
    expect(islands.map((island) => [island.children?.[0].name, attributes(island)])).toEqual([
      ['LiveExample', { index: '0' }],
      ['Greeting', { index: '1', inline: 'true' }],
      ['ErrorDecoder', { index: '2' }],
    ]);
    expect(tree.children?.[2]).toBe(islands[0]);
    expect(tree.children?.[3].children?.[1]).toBe(islands[1]);
    // The component inside an island is part of it, and plain HTML elements are no islands.
    expect(islands[1].children?.[0].children?.[0].name).toBe('Inner');
    expect(tree.children?.[4].name).toBe('kbd');
  });

  it('numbers the islands of an already wrapped tree again the same way, wrapping nothing twice', () => {
    const tree = body();
    const first = wrapIslands(tree);
    expect(wrapIslands(tree)).toEqual(first);
    expect(tree.children?.[2].children?.[0].name).toBe('LiveExample');
  });
});

describe('remarkIslandsOnly', () => {
  it('keeps the imports and exports and the islands alone, all as blocks', () => {
    const full = body();
    remarkIslands()(full);
    const only = body();
    remarkIslandsOnly()(only);
    expect(only.children?.[0]).toBe(esm);
    expect(only.children?.slice(1).map((node) => [node.type, node.name, attributes(node).index])).toEqual([
      ['mdxJsxFlowElement', 'Island', '0'],
      ['mdxJsxFlowElement', 'Island', '1'],
      ['mdxJsxFlowElement', 'Island', '2'],
    ]);
    expect(only.children?.slice(1).map((node) => node.children?.[0].name)).toEqual(
      wrapIslands(full).map((node) => node.children?.[0].name),
    );
  });
});
