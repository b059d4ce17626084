/**
 * The pinned packages and their entry points, read from node_modules: each package's
 * `index.d.ts` (its `types`), and for packages whose package.json `exports` map several
 * entry points (today only @lexical/react), every one of them. Versions come from each
 * package's own package.json, so the cache key and the pages follow a version bump.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ModuleSource } from './records';

export interface PinnedPackage {
  name: string;
  version: string;
  description: string;
  /** Absolute directory in node_modules. */
  dir: string;
  readmePath: string | null;
}

interface PackageJson {
  name: string;
  version: string;
  description?: string;
  types?: string;
  typings?: string;
  exports?: Record<string, unknown>;
}

class PackagesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PackagesError';
  }
}

function readPackageJson(file: string): PackageJson {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
  } catch (error) {
    throw new PackagesError(`Cannot read ${file} (${(error as Error).message}); is the package installed? Run npm ci.`);
  }
}

export function readPackages(names: readonly string[], nodeModules: string): PinnedPackage[] {
  return names.map((name) => {
    const dir = path.join(nodeModules, name);
    const pkg = readPackageJson(path.join(dir, 'package.json'));
    const readme = path.join(dir, 'README.md');
    return {
      name,
      version: pkg.version,
      description: pkg.description ?? '',
      dir,
      readmePath: fs.existsSync(readme) ? readme : null,
    };
  });
}

/** The `types` file of one `exports` entry (conditions nest: import/require -> types). */
function typesOf(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.endsWith('.d.ts') ? entry : null;
  if (!entry || typeof entry !== 'object') return null;
  const record = entry as Record<string, unknown>;
  if (typeof record.types === 'string') return record.types;
  for (const value of Object.values(record)) {
    const found = typesOf(value);
    if (found) return found;
  }
  return null;
}

/**
 * Entry points of a package. Subpath exports (`./LexicalComposer`, and its `.js` alias) count
 * when the package has no root export; a package with a root export is documented through
 * its index.d.ts.
 */
export function entryPointsOf(pkg: PinnedPackage, nodeModules: string): ModuleSource[] {
  const json = readPackageJson(path.join(pkg.dir, 'package.json'));
  const base = { packageName: pkg.name, version: pkg.version, description: pkg.description };
  const exportsMap = json.exports ?? {};
  const subpaths = Object.keys(exportsMap).filter((key) => key !== '.' && key !== './package.json' && !key.endsWith('.js'));
  if (!('.' in exportsMap) && subpaths.length > 0) {
    const seen = new Set<string>();
    return subpaths.flatMap((key) => {
      const types = typesOf(exportsMap[key]);
      if (!types) return [];
      const file = path.join(pkg.dir, types);
      if (seen.has(file)) return [];
      seen.add(file);
      if (!fs.existsSync(file))
        throw new PackagesError(`${pkg.name}: package.json exports "${key}" with types ${types}, which does not exist.`);
      return [{ ...base, name: `${pkg.name}/${key.replace(/^\.\//, '')}`, entryFile: path.relative(nodeModules, file) }];
    });
  }
  const types = typesOf(exportsMap['.']) ?? json.types ?? json.typings ?? 'index.d.ts';
  const file = path.join(pkg.dir, types);
  if (!fs.existsSync(file)) throw new PackagesError(`${pkg.name}: no type declarations at ${types}; the API reference needs them.`);
  return [{ ...base, name: pkg.name, entryFile: path.relative(nodeModules, file) }];
}

/**
 * The extension of the source a `.d.ts` was compiled from. The packages ship no source maps,
 * so this is inferred: a declaration file that mentions JSX and declares no class came from
 * a `.tsx` component file; everything else from `.ts`.
 */
export function sourceExtensionFromDeclaration(content: string): '.ts' | '.tsx' {
  return /\bJSX\.Element\b/.test(content) && !/\bdeclare (abstract )?class\b/.test(content) ? '.tsx' : '.ts';
}
