/**
 * The entry points a sample can import: the very ones the API reference documents, by the
 * plugin's rule (a package with a root export is one module, its `types` file; a package with
 * subpath exports only, like @lexical/react, is one module per subpath). Read from the
 * installed packages, so a version bump follows by itself.
 */
import path from 'node:path';
import { entryPointsOf as apiEntryPointsOf, readPackages } from '../../../plugins/gatsby-source-lexical-api';
import type { EntryPoint } from './exports-index';

/** `name@version` of each installed package: part of the cache key of the typed samples. */
export function packageVersions(packageNames: readonly string[], nodeModules: string): string[] {
  return readPackages(packageNames, nodeModules).map((pkg) => `${pkg.name}@${pkg.version}`);
}

export function entryPointsOf(packageNames: readonly string[], nodeModules: string): EntryPoint[] {
  return readPackages(packageNames, nodeModules).flatMap((pkg) =>
    apiEntryPointsOf(pkg, nodeModules).map((module) => ({ module: module.name, file: path.join(nodeModules, module.entryFile) })),
  );
}
