/**
 * @jest-environment node
 *
 * What knip (`npm run test:knip`) cannot see: the local API plugin declares every package it
 * imports in its own package.json, so it could be installed on its own, and the site declares
 * each of those too, since the site installs them. (knip checks the site's package.json against
 * the imports of the whole tree, plugin included.)
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const pluginDir = path.join(root, 'plugins/gatsby-source-lexical-api');
const dependenciesOf = (dir: string) => {
  const json = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  return new Set([...Object.keys(json.dependencies ?? {}), ...Object.keys(json.peerDependencies ?? {})]);
};

function packagesImported(dir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.(ts|mjs)$/.test(entry.name) || file.includes(`${path.sep}__tests__${path.sep}`)) continue;
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('.') || fileName.startsWith('node:')) continue;
      const name = fileName
        .split('/')
        .slice(0, fileName.startsWith('@') ? 2 : 1)
        .join('/');
      if (!builtinModules.includes(name)) found.add(name);
    }
  }
  return found;
}

test('the API plugin declares what it imports, and the site declares the same', () => {
  const declared = dependenciesOf(pluginDir);
  const imported = packagesImported(pluginDir);
  expect(imported.size).toBeGreaterThan(2);
  expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
  const site = dependenciesOf(root);
  const siteJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  expect([...declared].filter((name) => !site.has(name) && !(name in siteJson.devDependencies))).toEqual([]);
});
