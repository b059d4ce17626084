/**
 * The key of webpack's persistent cache for each stage. Gatsby lists its own `webpack.config.js`
 * and every plugin's `gatsby-node` as the cache's build dependencies, and webpack adds each
 * loader a module went through and its own `lib/`. When it writes the cache, webpack walks each
 * one's loaded modules through `require.cache` and resolves every child (Gatsby, webpack, Babel,
 * MDX, TypeScript, TypeDoc and the rest): on this site 14 s of a cold build's 110, spent on
 * stat and readlink calls after the HTML renderer had compiled. The same guarantee costs a few
 * milliseconds as a content hash: the lockfile pins every package in node_modules, and the
 * site's own modules among those (the TypeScript gatsby-node.js loads, the site's loaders) are hashed as
 * they are. A change to any of them starts a new cache, as the walk would have.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from 'webpack';

interface FileCache {
  type: 'filesystem';
  version?: string;
  buildDependencies?: Record<string, string[]>;
}

const loaded = createRequire(path.resolve('package.json')).cache;
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/** The site's files (outside node_modules) among `entry` and the modules it loaded, in order. */
function siteModules(entry: string, seen: Set<string>): void {
  if (seen.has(entry) || entry.includes(NODE_MODULES)) return;
  seen.add(entry);
  for (const child of loaded[entry]?.children ?? []) siteModules(child.filename, seen);
}

/** A hash of the lockfile and of the site's own modules the build dependencies loaded. */
export function cacheVersion(buildDependencies: readonly string[], lockfile = path.resolve('package-lock.json')): string {
  const files = new Set<string>();
  for (const dependency of buildDependencies) siteModules(dependency, files);
  const hash = createHash('sha256');
  for (const file of [lockfile, ...[...files].sort()]) {
    hash.update(file);
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : 'missing');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Gatsby's cache options keyed by that hash (with `siteLoaders`, the loaders of the site's own
 * that the rules use), and the plugin that keeps webpack from walking the build dependencies.
 */
export function keyedByContent<T extends object>(cache: T, siteLoaders: readonly string[]): { cache: T; plugins: object[] } {
  const options = cache as unknown as FileCache;
  if (options.type !== 'filesystem') return { cache, plugins: [] };
  const dependencies = [...Object.values(options.buildDependencies ?? {}).flat(), ...siteLoaders];
  return { cache: { ...cache, version: cacheVersion(dependencies), buildDependencies: {} }, plugins: [new NoBuildDependencyWalk()] };
}

/** Empties what a compilation collected as build dependencies (its loaders, webpack's `lib/`) before the cache stores them. */
class NoBuildDependencyWalk {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap('NoBuildDependencyWalk', (compilation) => compilation.buildDependencies.clear());
  }
}
