/**
 * @jest-environment node
 *
 * The patched state machine of `gatsby develop` (patches/gatsby+5.16.1.patch, README "Choices"):
 * a file saved while the pages are being made again gets its page back.
 */
import path from 'node:path';

interface MachineState {
  value: unknown;
  context: { nodesMutatedDuringQueryRun?: boolean };
}
interface Machine {
  resolveState(state: unknown): MachineState;
  transition(state: MachineState, event: object): MachineState;
}

const gatsbyDist = path.join(path.dirname(require.resolve('gatsby/package.json')), 'dist');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { developMachine } = require(path.join(gatsbyDist, 'state-machines/develop/index.js')) as { developMachine: Machine };
/** xstate's State, Gatsby's own copy: the class of the machine's states. */
const State = (developMachine as unknown as { initialState: { constructor: { from(value: string, context: object): unknown } } })
  .initialState.constructor;

/** A deferred node mutation as Gatsby's mutation listener sends it: the action's arguments end with its options. */
function mutation(traceId: string): object {
  const node = { id: 'a file', internal: { type: 'File', contentDigest: '1' } };
  return { type: 'ADD_NODE_MUTATION', payload: { type: 'createNode', payload: [node, { name: 'gatsby-source-filesystem' }, { traceId }] } };
}

function recreatingPages(): MachineState {
  return developMachine.resolveState(State.from('recreatingPages', { nodesMutatedDuringQueryRun: false }));
}

describe('gatsby develop while it makes the pages again', () => {
  it('makes them once more after the queries when a saved file changed a node meanwhile', () => {
    const next = developMachine.transition(recreatingPages(), mutation('initial-sourceNodes'));
    expect(next.value).toBe('recreatingPages');
    expect(next.context.nodesMutatedDuringQueryRun).toBe(true);
  });

  it('does not for the nodes its own createPages run makes', () => {
    for (const traceId of ['initial-createPages', 'createPages #3']) {
      expect(developMachine.transition(recreatingPages(), mutation(traceId)).context.nodesMutatedDuringQueryRun).toBe(false);
    }
  });

  it('runs the queries, then makes the pages again, when the nodes were marked', () => {
    const marked = developMachine.transition(recreatingPages(), mutation('initial-sourceNodes'));
    const config = (developMachine as unknown as { config: { states: Record<string, { invoke?: { onDone?: unknown } }> } }).config;
    // recreatingPages hands over to runningQueries, whose first onDone rule with marked nodes is recreatingPages.
    expect((config.states.recreatingPages.invoke?.onDone as { target: string }).target).toBe('runningQueries');
    const rules = config.states.runningQueries.invoke?.onDone as Array<{ target: string; cond?: (c: object) => boolean }>;
    const taken = rules.find((rule) => !rule.cond || rule.cond({ ...marked.context, compiler: {} }));
    expect(taken?.target).toBe('recreatingPages');
  });
});
