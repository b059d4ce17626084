/** @jest-environment node */
import { DOC_TYPE } from '../../docs/type-defs';
import { docNavigationOf } from '../resolvers';
import { SIDEBARS_SOURCE_TYPE } from '../source';
import valid from './__fixtures__/valid';
import { fixtureDocs } from './fixture-docs';

/** A node model as Gatsby makes one per query, counting what it is asked for. */
function queryNodeModel() {
  const reads: string[] = [];
  const nodes: Record<string, unknown[]> = {
    [DOC_TYPE]: fixtureDocs.map((doc) => ({ ...doc, version: 'current' })),
    [SIDEBARS_SOURCE_TYPE]: [{ sidebars: valid, error: null }],
  };
  return {
    reads,
    findAll: async ({ type }: { type: string }) => {
      reads.push(type);
      return { entries: nodes[type] ?? [] };
    },
  };
}

describe('docNavigationOf', () => {
  test('one query builds the sidebars once, however many docs ask for their navigation', async () => {
    const model = queryNodeModel();
    const faq = await docNavigationOf({ version: 'current', path: '/docs/faq' }, model);
    const nodes = await docNavigationOf({ version: 'current', path: '/docs/concepts/nodes' }, model);
    expect(model.reads.filter((type) => type === SIDEBARS_SOURCE_TYPE)).toHaveLength(1);
    expect(faq.breadcrumbs).toEqual([]);
    expect(nodes.breadcrumbs.map((crumb) => crumb.label)).toEqual(['Concepts']);
  });

  test('the next query reads the content again', async () => {
    const first = queryNodeModel();
    const second = queryNodeModel();
    await docNavigationOf({ version: 'current', path: '/docs/faq' }, first);
    await docNavigationOf({ version: 'current', path: '/docs/faq' }, second);
    expect(second.reads.filter((type) => type === SIDEBARS_SOURCE_TYPE)).toHaveLength(1);
  });
});
