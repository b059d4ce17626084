/**
 * One set of Lexical packages as TypeScript sees them: the entry points readers import (by the
 * API reference's rule, src/node/code-types/entry-points.ts) and compiler `paths` that send
 * each of those module names to that set's declaration file. With the paths, a sample in the
 * repository compiles against a scratch install as if it were the project's node_modules, and
 * the packages' own imports of each other (`lexical` from `@lexical/react`) meet the same copy
 * even where npm nested an older one.
 */
import path from 'node:path';
import type ts from 'typescript';
import type { EntryPoint } from '../../src/node/code-types/exports-index';
import { entryPointsOf } from '../../src/node/code-types/entry-points';

export interface PackageSet {
  /** The node_modules holding the packages. */
  nodeModules: string;
  /** The packages, `lexical` first. */
  packages: string[];
  entries: EntryPoint[];
  /** Packages whose declarations could not be read, with why. */
  problems: string[];
}

/** The entry points of each package installed under `nodeModules`; a package without readable declarations is a problem, not a stop. */
export function packageSet(nodeModules: string, packages: readonly string[]): PackageSet {
  const entries: EntryPoint[] = [];
  const problems: string[] = [];
  for (const name of packages) {
    try {
      entries.push(...entryPointsOf([name], nodeModules));
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  return { nodeModules, packages: [...packages], entries, problems };
}

/** The compiler options with each entry module resolved to this set's file. */
export function optionsFor(set: PackageSet, base: ts.CompilerOptions): ts.CompilerOptions {
  const paths = Object.fromEntries(set.entries.map((entry) => [entry.module, [path.resolve(entry.file)]]));
  return { ...base, paths: { ...base.paths, ...paths } };
}
