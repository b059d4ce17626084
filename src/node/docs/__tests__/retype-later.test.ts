/** @jest-environment node */
/**
 * develop reads a doc again once its samples' types are ready: each waiting doc once, as its
 * node is then, through the actions sourceNodes was given, and the stamp every MDX module
 * depends on is rewritten after the last one so webpack compiles the bodies again.
 */
import type { CreateNodeArgs, SourceNodesArgs } from 'gatsby';

const events: string[] = [];
let ready: () => void = () => undefined;
jest.mock('../../code-types/page-types', () => ({
  typesReady: () => new Promise<void>((resolve) => (ready = resolve)),
}));
jest.mock('../../mdx/recompiled', () => ({ markRecompiled: () => events.push('stamp') }));

import { prepareRetyping, retypeLater } from '../retype-later';

const laterActions = { createNode: jest.fn() } as unknown as SourceNodesArgs['actions'];
const nodesNow = new Map<string, { id: string; body: string }>([
  ['a', { id: 'a', body: 'saved since' }],
  ['b', { id: 'b', body: 'as compiled' }],
]);
const docArgs = (id: string) =>
  ({
    node: { id, body: 'as compiled' },
    getNode: (nodeId: string) => nodesNow.get(nodeId),
    actions: { createNode: jest.fn() },
    reporter: { info: (message: string) => events.push(`info ${message}`) },
  }) as unknown as CreateNodeArgs;

describe('retypeLater', () => {
  it('compiles each waiting doc once its types are ready, then rewrites the stamp', async () => {
    prepareRetyping({ actions: laterActions } as SourceNodesArgs);
    events.length = 0;
    const compiled: CreateNodeArgs[] = [];
    const compile = async (args: CreateNodeArgs) => {
      compiled.push(args);
      events.push(`compile ${args.node.id}`);
    };
    retypeLater(docArgs('a'), compile);
    retypeLater(docArgs('b'), compile);
    retypeLater(docArgs('a'), compile);
    retypeLater(docArgs('gone'), compile);
    expect(compiled).toEqual([]);

    ready();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([
      'compile a',
      'compile b',
      'stamp',
      "info Typed samples: 2 docs served before their samples' types were ready now have them",
    ]);
    expect(compiled.map((args) => args.node)).toEqual([nodesNow.get('a'), nodesNow.get('b')]);
    expect(compiled.every((args) => args.actions === laterActions)).toBe(true);
  });
});
