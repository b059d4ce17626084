/**
 * @jest-environment node
 *
 * content/sidebars.ts as the content layer sees it: the one file of content/ its source keeps,
 * evaluated from its File node into the SidebarsSource node; a file that does not evaluate
 * fails a build, and develop keeps the sidebars that last did.
 */
import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { onCreateSidebarsNode, onlySidebarsFile, SIDEBARS_SOURCE, SIDEBARS_SOURCE_TYPE } from '../source';

const problems: string[] = [];

function argsFor(source: string, existing: Record<string, unknown> = {}) {
  const created: Record<string, unknown>[] = [];
  const file = { id: 'file-1', internal: { type: 'File' }, sourceInstanceName: SIDEBARS_SOURCE, absolutePath: '/site/content/sidebars.ts' };
  const args = {
    node: file,
    actions: { createNode: (node: Record<string, unknown>) => created.push(node), createParentChildLink: jest.fn() },
    createNodeId: (key: string) => `id:${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    getNode: (id: string) => existing[id],
    loadNodeContent: () => Promise.resolve(source),
    reporter: { error: (message: string) => problems.push(message), panicOnBuild: jest.fn() },
  } as unknown as CreateNodeArgs;
  return { args, created };
}

afterEach(() => {
  problems.length = 0;
  delete process.env.gatsby_executing_command;
});

describe('the sidebars source', () => {
  it('keeps content/sidebars.ts and its folder, nothing else of content/', () => {
    const ignored = onlySidebarsFile('/site');
    expect(['/site/content', '/site/content/sidebars.ts'].map(ignored)).toEqual([false, false]);
    expect(['/site/content/docs', '/site/content/README.md', path.join('/site/content/blog/x.mdx')].map(ignored)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('makes the SidebarsSource node from the file, as a child of its File node', async () => {
    const { args, created } = argsFor("export default { docs: ['intro'] };");
    await onCreateSidebarsNode(args);
    expect(created).toEqual([
      expect.objectContaining({ id: `id:${SIDEBARS_SOURCE_TYPE}`, parent: 'file-1', sidebars: { docs: ['intro'] }, error: null }),
    ]);
    expect(problems).toEqual([]);
  });

  it('in a build, a file that does not evaluate is a problem and makes no node', async () => {
    const { args, created } = argsFor('export default {');
    await onCreateSidebarsNode(args);
    expect(created).toEqual([]);
    expect(problems).toEqual([expect.stringContaining('content/sidebars.ts')]);
  });

  it('in develop, it keeps the sidebars that last evaluated, with the error', async () => {
    process.env.gatsby_executing_command = 'develop';
    const { args, created } = argsFor('export default {', { [`id:${SIDEBARS_SOURCE_TYPE}`]: { sidebars: { docs: ['faq'] } } });
    await onCreateSidebarsNode(args);
    expect(created).toEqual([
      expect.objectContaining({ sidebars: { docs: ['faq'] }, error: expect.stringContaining('content/sidebars.ts') }),
    ]);
  });
});
