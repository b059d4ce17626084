/** @jest-environment node */
import type { SourceNodesArgs } from 'gatsby';
import { sourceErrorCodes } from '../schema';

jest.mock('../build', () => ({
  errorCodesReady: () => Promise.resolve({ url: '/static/error-codes-abc.json', version: '0.35.0', count: 290, thrown: 189 }),
}));

async function sourced(pathPrefix: string): Promise<Record<string, unknown>> {
  const createNode = jest.fn();
  await sourceErrorCodes({
    actions: { createNode },
    createNodeId: (id: string) => id,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    reporter: {},
    pathPrefix,
  } as unknown as SourceNodesArgs);
  return createNode.mock.calls[0][0] as Record<string, unknown>;
}

describe('the ErrorCodesFile node', () => {
  it('gives the table at the root of a site built without a prefix', async () => {
    expect((await sourced('')).url).toBe('/static/error-codes-abc.json');
  });

  it('gives the table under the path prefix of a build with --prefix-paths, where the browser fetches it', async () => {
    const node = await sourced('/lexical');
    expect(node.url).toBe('/lexical/static/error-codes-abc.json');
    expect(node.internal).toEqual(expect.objectContaining({ contentDigest: expect.stringContaining('/lexical/static/') }));
  });
});
