/**
 * @jest-environment node
 *
 * The layer rules (.dependency-cruiser.cjs, run over the repository by `npm run test:deps`)
 * catch a deliberately broken tree: a cycle of type-only imports, a plugin importing from the
 * site, a relative import that resolves to nothing, and a component importing a Gatsby wrapper.
 * A config whose rules matched nothing could not pass.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

test('the layer rules catch each broken import of the fixture tree', () => {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '.',
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd: path.join(__dirname, '__fixtures__/layers'), encoding: 'utf8' },
  );
  const violations = (JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } }).summary
    .violations;
  expect(violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()).toEqual([
    'components-below-pages: src/components/Banner/index.ts -> src/gatsby/wrap.ts',
    'no-circular: cycle/a.ts -> cycle/b.ts',
    'not-to-unresolvable: unresolved/importer.mjs -> ./missing.mjs',
    'plugin-stays-in-its-folder: plugins/gatsby-source-example/lib/slug.ts -> src/shared/slug.ts',
  ]);
});
