/**
 * The entry points a sample can import, by the rule the API reference follows
 * (plugins/gatsby-source-lexical-api/lib/packages.ts): a package with a root export is one
 * module (its `types` file); a package with subpath exports only (@lexical/react) is one
 * module per subpath. Read from the installed packages, so a version bump follows by itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EntryPoint } from './exports-index';

interface PackageJson {
  version: string;
  types?: string;
  typings?: string;
  exports?: Record<string, unknown>;
}

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

export function readPackageJson(packageName: string, nodeModules: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(nodeModules, packageName, 'package.json'), 'utf8')) as PackageJson;
}

export function entryPointsOf(packageNames: readonly string[], nodeModules: string): EntryPoint[] {
  return packageNames.flatMap((packageName) => {
    const dir = path.join(nodeModules, packageName);
    const json = readPackageJson(packageName, nodeModules);
    const exportsMap = json.exports ?? {};
    const subpaths = Object.keys(exportsMap).filter((key) => key !== '.' && key !== './package.json' && !key.endsWith('.js'));
    if (!('.' in exportsMap) && subpaths.length > 0) {
      const seen = new Set<string>();
      return subpaths.flatMap((key) => {
        const types = typesOf(exportsMap[key]);
        const file = types ? path.join(dir, types) : null;
        if (!file || seen.has(file)) return [];
        seen.add(file);
        return [{ module: `${packageName}/${key.replace(/^\.\//, '')}`, file }];
      });
    }
    const types = typesOf(exportsMap['.']) ?? json.types ?? json.typings ?? 'index.d.ts';
    return [{ module: packageName, file: path.join(dir, types) }];
  });
}
