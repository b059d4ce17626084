/**
 * @jest-environment node
 *
 * The layout's two import rules over the whole repository: no import cycle, and no local
 * plugin importing anything outside its own folder. The fixtures show each rule catching a
 * deliberately broken tree, so a graph that came out empty could not pass.
 */
import path from 'node:path';
import { buildImportGraph, findCycles, listCodeFiles, pluginLeaks, repositoryCompilerOptions } from '../import-graph';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(__dirname, '__fixtures__/import-graph');
const options = repositoryCompilerOptions(ROOT);

describe('the import rules catch a broken tree', () => {
  const graph = buildImportGraph(
    FIXTURES,
    ['cycle/a.ts', 'cycle/b.ts', 'plugins/gatsby-source-example/lib/slug.ts', 'src/shared/slug.ts'],
    options,
  );

  test('a cycle of type-only imports', () => {
    expect(findCycles(graph.edges)).toEqual([['cycle/a.ts', 'cycle/b.ts']]);
  });

  test('a plugin importing from the site', () => {
    expect(pluginLeaks(graph.edges)).toEqual(['plugins/gatsby-source-example/lib/slug.ts -> src/shared/slug.ts']);
  });

  test('a relative import that resolves to nothing', () => {
    expect(buildImportGraph(FIXTURES, ['unresolved/importer.mjs'], options).unresolved).toEqual([
      "unresolved/importer.mjs: './missing.mjs'",
    ]);
  });
});

describe('the repository', () => {
  const files = listCodeFiles(ROOT, [
    'gatsby-config.ts',
    'gatsby-node.ts',
    'gatsby-browser.tsx',
    'gatsby-ssr.tsx',
    'src',
    'plugins',
    'content',
    'tests',
    'scripts',
    '__mocks__',
  ]);
  const graph = buildImportGraph(ROOT, files, options);
  const edgeCount = [...graph.edges.values()].reduce((sum, targets) => sum + targets.length, 0);

  test('the graph covers the code (site, plugin, tests and scripts)', () => {
    expect(files).toEqual(
      expect.arrayContaining(['gatsby-node.ts', 'plugins/gatsby-source-lexical-api/gatsby-node.ts', 'src/node/sidebars/generated.ts']),
    );
    expect(files.length).toBeGreaterThan(200);
    expect(edgeCount).toBeGreaterThan(files.length);
    expect(graph.unresolved).toEqual([]);
  });

  test('has no import cycle', () => {
    expect(findCycles(graph.edges)).toEqual([]);
  });

  test('no local plugin imports anything outside its folder', () => {
    expect(pluginLeaks(graph.edges)).toEqual([]);
  });
});
