/** @jest-environment node */
import type { SourceNodesArgs } from 'gatsby';
import { sourceErrorCodes } from '../schema';

jest.mock('../build', () => ({
  buildErrorCodes: () => ({ url: '/static/error-codes-abc.json', version: '0.35.0', count: 290, thrown: 189 }),
}));

function sourced(pathPrefix: string): Record<string, unknown> {
  const createNode = jest.fn();
  sourceErrorCodes({
    actions: { createNode },
    createNodeId: (id: string) => id,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    reporter: {},
    pathPrefix,
  } as unknown as SourceNodesArgs);
  return createNode.mock.calls[0][0] as Record<string, unknown>;
}

describe('the ErrorCodesFile node', () => {
  it('gives the table at the root of a site built without a prefix', () => {
    expect(sourced('').url).toBe('/static/error-codes-abc.json');
  });

  it('gives the table under the path prefix of a build with --prefix-paths, where the browser fetches it', () => {
    const node = sourced('/lexical');
    expect(node.url).toBe('/lexical/static/error-codes-abc.json');
    expect(node.internal).toEqual(expect.objectContaining({ contentDigest: expect.stringContaining('/lexical/static/') }));
  });
});
