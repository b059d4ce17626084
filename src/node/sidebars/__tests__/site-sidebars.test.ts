/** @jest-environment node */
import type { CreatePagesArgs } from 'gatsby';
import { DOC_TYPE } from '../../docs/type-defs';
import { docNavigationOf, sidebarsResolvers } from '../resolvers';
import { createSiteSidebars, SITE_SIDEBARS_TYPE, type SiteSidebarsNode } from '../site-sidebars';
import { SIDEBARS_SOURCE_TYPE } from '../source';
import missingDoc from './__fixtures__/missing-doc';
import valid from './__fixtures__/valid';
import { fixtureDocs } from './fixture-docs';

/** The hooks' arguments over a few nodes, with the nodes createPages makes and what it reports. */
function fakeSite(sidebars: unknown) {
  const nodes: Record<string, unknown[]> = {
    [DOC_TYPE]: fixtureDocs.map((doc) => ({ ...doc, version: 'current' })),
    [SIDEBARS_SOURCE_TYPE]: [{ sidebars, error: null }],
  };
  const reads: string[] = [];
  const errors: string[] = [];
  const panics: string[] = [];
  const args = {
    actions: { createNode: (node: { internal: { type: string } }) => void (nodes[node.internal.type] ??= []).push(node) },
    createNodeId: (key: string) => `id of ${key}`,
    createContentDigest: () => 'digest',
    getNodesByType: (type: string) => {
      reads.push(type);
      return nodes[type] ?? [];
    },
    reporter: { error: (m: string) => void errors.push(m), panicOnBuild: (m: string) => void panics.push(m) },
  } as unknown as CreatePagesArgs;
  const nodeModel = { findAll: async ({ type }: { type: string }) => ({ entries: nodes[type] ?? [] }) };
  return { args, nodes, reads, errors, panics, nodeModel };
}

const command = process.env.gatsby_executing_command;
afterEach(() => {
  process.env.gatsby_executing_command = command;
});

test('createPages works the sidebars out once; every resolver reads them from the node', async () => {
  process.env.gatsby_executing_command = 'build';
  const site = fakeSite(valid);
  await createSiteSidebars(site.args);
  expect(site.reads.filter((type) => type === SIDEBARS_SOURCE_TYPE)).toHaveLength(1);
  const [node] = site.nodes[SITE_SIDEBARS_TYPE] as SiteSidebarsNode[];
  expect(node.version).toBe('current');
  expect(node.problems).toEqual([]);
  const nodes = await docNavigationOf({ version: 'current', path: '/docs/concepts/nodes' }, site.nodeModel);
  expect(nodes.breadcrumbs.map((crumb) => crumb.label)).toEqual(['Concepts']);
  expect(await docNavigationOf({ version: 'current', path: '/docs/design' }, site.nodeModel)).toEqual({
    breadcrumbs: [],
    previous: null,
    next: null,
  });
  const context = { nodeModel: site.nodeModel };
  const doc = { version: 'current', path: '/docs/concepts/nodes' } as never;
  expect(await sidebarsResolvers.Doc.sidebarName.resolve(doc, {}, context)).toBe('docs');
  const sidebar = await sidebarsResolvers.Query.docsSidebar.resolve(null, { name: 'docs' }, context);
  expect(sidebar?.firstHref).toBe('/docs/intro');
  // Nothing more was read to answer.
  expect(site.reads.filter((type) => type === SIDEBARS_SOURCE_TYPE)).toHaveLength(1);
});

test('in a build, a broken sidebar stops the build, naming the doc id and the file', async () => {
  process.env.gatsby_executing_command = 'build';
  const site = fakeSite(missingDoc);
  await createSiteSidebars(site.args);
  expect(site.panics).toEqual([expect.stringContaining('names the doc id "concepts/missing", which is not a doc')]);
  expect(site.nodes[SITE_SIDEBARS_TYPE]).toBeUndefined();
});

test('in develop, a broken sidebar is printed and kept on the node for every docs page to show', async () => {
  process.env.gatsby_executing_command = 'develop';
  const site = fakeSite(missingDoc);
  await createSiteSidebars(site.args);
  expect(site.panics).toEqual([]);
  expect(site.errors).toEqual([expect.stringContaining('concepts/missing')]);
  const [node] = site.nodes[SITE_SIDEBARS_TYPE] as SiteSidebarsNode[];
  expect(node.problems).toEqual(site.errors);
  expect(Object.keys(node.routes.docs)).toEqual(['/docs/intro']);
});

test('a query of a version with no sidebars node says which hook must come first', async () => {
  const site = fakeSite(valid);
  await expect(docNavigationOf({ version: 'current', path: '/docs/intro' }, site.nodeModel)).rejects.toThrow(
    /FEATURES in src\/node\/features\.ts/,
  );
});
