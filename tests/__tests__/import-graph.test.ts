/**
 * @jest-environment node
 *
 * The layout's import rules over the whole repository: no import cycle, no local plugin
 * importing anything outside its own folder, and nothing outside a plugin importing its private
 * files (its lib/, say). The fixtures show each rule catching a deliberately broken tree, so a
 * graph that came out empty could not pass.
 */
import path from 'node:path';
import { buildImportGraph, findCycles, listCodeFiles, pluginLeaks, pluginPrivateImports, repositoryCompilerOptions } from '../import-graph';

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

  test("site code importing a plugin's private file, beside code that imports its public entry", () => {
    const site = buildImportGraph(FIXTURES, ['src/reaches-in.ts', 'src/uses-entry.ts', 'plugins/gatsby-source-example/index.ts'], options);
    expect(site.edges.get('src/uses-entry.ts')).toEqual(['plugins/gatsby-source-example/index.ts']);
    expect(pluginPrivateImports(site.edges)).toEqual(['src/reaches-in.ts -> plugins/gatsby-source-example/lib/slug.ts']);
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

  test("nothing outside a local plugin imports its private files (the API plugin's lib/, say)", () => {
    expect(graph.edges.get('src/node/code-types/api-samples.ts')).toContain('plugins/gatsby-source-lexical-api/index.ts');
    expect(pluginPrivateImports(graph.edges)).toEqual([]);
  });
});
