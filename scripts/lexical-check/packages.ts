/**
 * The packages of a release against the site's: which `@lexical/*` packages the release has that
 * the site does not pin (no package page, no API module, no entry in the generated "Packages"
 * sidebar until they are pinned), which pinned packages the release no longer has (or has only
 * at an older version), which API modules (entry points) appear or go, and where the guides and
 * sidebars name a package or module that goes.
 *
 * How the release's set is found: it is the `@lexical/*` packages npm installs for it, the
 * dependency closure of `lexical@<version>` and of each pinned package at its checked version,
 * read from the scratch install's package.json files. The registry's search is not used: a
 * package nothing in the release depends on and the site does not pin is not seen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { modulePath, moduleSlug, packagePath } from '../../plugins/gatsby-source-lexical-api/routes';
import { compareVersions, type ResolvedPackage } from './install';
import type { PackageSet } from './program';

export interface Place {
  file: string;
  line: number;
  text: string;
}

export interface ReleasePackage {
  name: string;
  version: string;
  /** The release's packages that depend on it. */
  dependedOnBy: string[];
}

export interface PackageChanges {
  /** In the release, not pinned by the site. */
  added: ReleasePackage[];
  /** Pinned, but the registry has no release of it at or before the checked version. */
  removed: Array<{ name: string; note: string; places: Place[] }>;
  /** Pinned, and checked at an older version than the release's. */
  behind: Array<{ name: string; version: string; note: string; dependedOnBy: string[] }>;
  /** API modules (entry points) of the pinned packages that appear or go. */
  modulesAdded: string[];
  modulesRemoved: Array<{ module: string; places: Place[] }>;
}

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

/** Every `lexical`/`@lexical/*` package.json in an install, nested copies included. */
function manifestsIn(nodeModules: string): Manifest[] {
  const found: Manifest[] = [];
  const visit = (dir: string) => {
    for (const name of [
      'lexical',
      ...(fs.existsSync(path.join(dir, '@lexical')) ? fs.readdirSync(path.join(dir, '@lexical')).map((n) => `@lexical/${n}`) : []),
    ]) {
      const file = path.join(dir, name, 'package.json');
      if (!fs.existsSync(file)) continue;
      found.push(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
      const nested = path.join(dir, name, 'node_modules');
      if (fs.existsSync(nested)) visit(nested);
    }
  };
  visit(nodeModules);
  return found;
}

/** Lines of the guides and the sidebars that name one of `needles`. */
export function placesNaming(root: string, needles: readonly string[]): Place[] {
  const files = [path.join(root, 'content/sidebars.ts'), ...listFiles(path.join(root, 'content/docs'))].filter((f) => fs.existsSync(f));
  const places: Place[] = [];
  for (const file of files) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (needles.some((needle) => new RegExp(`${needle.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w-])`).test(text))) {
          places.push({ file: path.relative(root, file), line: i + 1, text: text.trim().slice(0, 160) });
        }
      });
  }
  return places;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === '__tests__'
          ? []
          : listFiles(path.join(dir, entry.name))
        : /\.mdx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

export function packageChanges(
  root: string,
  pinned: readonly string[],
  resolved: readonly ResolvedPackage[],
  release: { nodeModules: string },
  sets: { pinned: PackageSet; release: PackageSet },
): PackageChanges {
  const manifests = manifestsIn(release.nodeModules);
  const dependents = new Map<string, Set<string>>();
  const versions = new Map<string, string>();
  for (const manifest of manifests) {
    // The newest copy stands for the package: npm nests older ones under the packages pinned behind.
    const known = versions.get(manifest.name);
    if (!known || compareVersions(manifest.version, known) > 0) versions.set(manifest.name, manifest.version);
    for (const dependency of Object.keys(manifest.dependencies ?? {}).filter((d) => /^(lexical|@lexical\/.+)$/.test(d))) {
      dependents.set(dependency, (dependents.get(dependency) ?? new Set()).add(manifest.name));
    }
  }
  const dependedOnBy = (name: string) => [...(dependents.get(name) ?? [])].sort();
  const added = [...versions.keys()]
    .filter((name) => !pinned.includes(name))
    .sort()
    .map((name) => ({ name, version: versions.get(name) as string, dependedOnBy: dependedOnBy(name) }));
  const removed = resolved
    .filter((p) => p.version === null)
    .map((p) => ({
      name: p.name,
      note: p.note ?? '',
      places: placesNaming(root, [p.name, packagePath(p.name), `/${moduleSlug(p.name)}`]),
    }));
  const behind = resolved
    .filter((p) => p.version !== null && p.note !== null)
    .map((p) => ({ name: p.name, version: p.version as string, note: p.note as string, dependedOnBy: dependedOnBy(p.name) }));
  const before = new Set(sets.pinned.entries.map((e) => e.module));
  const after = new Set(
    sets.release.entries.filter((e) => pinned.some((p) => e.module === p || e.module.startsWith(`${p}/`))).map((e) => e.module),
  );
  const gone = removed.map((r) => r.name);
  return {
    added,
    removed,
    behind,
    modulesAdded: [...after].filter((m) => !before.has(m)).sort(),
    modulesRemoved: [...before]
      .filter((m) => !after.has(m) && !gone.some((p) => m === p || m.startsWith(`${p}/`)))
      .sort()
      .map((module) => ({ module, places: placesNaming(root, [`'${module}'`, `"${module}"`, modulePath(module)]) })),
  };
}
