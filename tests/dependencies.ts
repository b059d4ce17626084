/**
 * Dependencies that say the truth: every package the code imports is declared in the
 * package.json it is used under, and every declared package is used. Reading the imports
 * alone would call some honest declarations unused, so each other way a package is used is a
 * rule of its own here: a command run by an npm script, the `@types` of a used package or of
 * a global type, the peer of a used package, a name in a config file (checked to still be
 * there), or a list the caller hands in. A local plugin with its own package.json must
 * declare what it imports, and the site must declare the same, since the site installs it.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  bin?: string | Record<string, string>;
}

/** A package used other than by an import: `file` must still mention it (`mention`, or its name). */
export interface NamedUse {
  name: string;
  file: string;
  mention?: string;
  reason: string;
}

export interface DependencyOptions {
  /** The folders and root files whose code is read, relative to `root`. */
  include: string[];
  /** Folders left out, relative to `root`, each for a reason the caller states. */
  exclude?: string[];
  /** Packages used without an import (config files, presets, test environments). */
  namedUses?: NamedUse[];
  /** Packages declared for a reason no file shows (e.g. the packages a reference documents). */
  usedBy?: { names: string[]; reason: string };
}

export interface DependencyReport {
  /** `file: package` for each import of a package its package.json does not declare. */
  undeclared: string[];
  /** `package.json: package` for each declared package nothing uses. */
  unused: string[];
  /** A named use whose file no longer mentions the package. */
  stale: string[];
}

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'public', '.cache', '.git', 'coverage', 'test-results', 'playwright-report']);
const BUILTINS = new Set(builtinModules);

/** The package an import specifier names, or null for relative paths and Node's own modules. */
export function packageName(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? null : name;
}

/** Every package named by an import, export, require, dynamic import, type reference, jest.mock or a resolve through require / createRequire. */
export function importsOf(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  const specifiers = [...info.importedFiles, ...info.typeReferenceDirectives].map((ref) => ref.fileName);
  for (const match of source.matchAll(/\b(?:jest\.mock|require\.resolve|createRequire\([^;]*?\)\.resolve)\(\s*['"]([^'"]+)['"]/g))
    specifiers.push(match[1]);
  return [...new Set(specifiers.map(packageName).filter((name): name is string => name !== null))];
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function codeFiles(dir: string, skip: Set<string>): string[] {
  if (skip.has(dir) || !fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return CODE.test(dir) ? [dir] : [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.scratch-')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? codeFiles(full, skip) : CODE.test(entry.name) ? [full] : [];
  });
}

/** `@types/a__b` types `@a/b`; `@types/x` types `x`. */
function typedPackage(typesName: string): string {
  const bare = typesName.slice('@types/'.length);
  return bare.includes('__') ? `@${bare.replace('__', '/')}` : bare;
}

function binNames(root: string, name: string): string[] {
  const file = path.join(root, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) return [];
  const { bin } = readJson<Manifest>(file);
  if (!bin) return [];
  return typeof bin === 'string' ? [name.split('/').pop() as string] : Object.keys(bin);
}

function peersOf(root: string, name: string): string[] {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? Object.keys(readJson<Manifest>(file).peerDependencies ?? {}) : [];
}

export function checkDependencies(root: string, options: DependencyOptions): DependencyReport {
  const skip = new Set((options.exclude ?? []).map((dir) => path.join(root, dir)));
  const files = options.include.flatMap((entry) => codeFiles(path.join(root, entry), skip));
  const rootManifest = readJson<Manifest>(path.join(root, 'package.json'));
  // Local packages (a plugin with its own package.json) own the files beneath them.
  const localDirs = [...new Set(files.map((file) => path.dirname(file)))]
    .flatMap((dir) => {
      const found: string[] = [];
      for (let at = dir; at.startsWith(root) && at !== root; at = path.dirname(at)) {
        if (fs.existsSync(path.join(at, 'package.json'))) found.push(at);
      }
      return found;
    })
    .filter((dir, i, all) => all.indexOf(dir) === i);
  const manifests = new Map<string, Manifest>([
    [root, rootManifest],
    ...localDirs.map((dir) => [dir, readJson<Manifest>(path.join(dir, 'package.json'))] as const),
  ]);
  const ownerOf = (file: string) =>
    localDirs.filter((dir) => file.startsWith(dir + path.sep)).sort((a, b) => b.length - a.length)[0] ?? root;
  const declaredIn = (manifest: Manifest) =>
    new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);

  const undeclared: string[] = [];
  const used = new Map<string, Set<string>>([...manifests.keys()].map((dir) => [dir, new Set<string>()]));
  for (const file of files) {
    const owner = ownerOf(file);
    const declared = declaredIn(manifests.get(owner) as Manifest);
    for (const name of importsOf(fs.readFileSync(file, 'utf8'))) {
      // A package without code of its own (`mdx/types`) is satisfied by its `@types` package.
      const types = `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
      if (declared.has(name)) used.get(owner)?.add(name);
      else if (declared.has(types)) used.get(owner)?.add(types);
      else undeclared.push(`${path.relative(root, file)}: ${name}`);
    }
  }

  const rootUsed = used.get(root) as Set<string>;
  const rootDeclared = declaredIn(rootManifest);
  // The site installs what its local packages need, so it must declare the same.
  for (const dir of localDirs) {
    const manifest = manifests.get(dir) as Manifest;
    for (const name of [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]) {
      if (rootDeclared.has(name)) rootUsed.add(name);
      else undeclared.push(`${path.relative(root, path.join(dir, 'package.json'))}: ${name} (declared there, so the site must install it)`);
    }
  }
  const stale: string[] = [];
  for (const use of options.namedUses ?? []) {
    const file = path.join(root, use.file);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(use.mention ?? use.name)) rootUsed.add(use.name);
    else stale.push(`${use.file} no longer names ${use.mention ?? use.name} (${use.reason})`);
  }
  for (const name of options.usedBy?.names ?? []) rootUsed.add(name);
  const commands = new Set(Object.values(rootManifest.scripts ?? {}).flatMap((script) => script.split(/[\s;&|()]+/)));
  for (const name of rootDeclared) if (binNames(root, name).some((bin) => commands.has(bin))) rootUsed.add(name);
  const globalTypes = new Set(readTsconfigTypes(root));
  // Peers and types follow what is used; repeat until nothing more is added.
  for (let before = -1; before !== rootUsed.size;) {
    before = rootUsed.size;
    for (const name of [...rootUsed]) for (const peer of peersOf(root, name)) if (rootDeclared.has(peer)) rootUsed.add(peer);
    for (const name of rootDeclared) {
      if (name.startsWith('@types/') && (rootUsed.has(typedPackage(name)) || globalTypes.has(typedPackage(name)))) rootUsed.add(name);
    }
  }

  const unused: string[] = [];
  for (const [dir, manifest] of manifests) {
    const names = dir === root ? rootDeclared : new Set(Object.keys(manifest.dependencies ?? {}));
    for (const name of names) if (!used.get(dir)?.has(name)) unused.push(`${path.relative(root, path.join(dir, 'package.json'))}: ${name}`);
  }
  return { undeclared: undeclared.sort(), unused: unused.sort(), stale };
}

function readTsconfigTypes(root: string): string[] {
  const file = path.join(root, 'tsconfig.json');
  if (!fs.existsSync(file)) return [];
  const { config } = ts.readConfigFile(file, ts.sys.readFile) as { config?: { compilerOptions?: { types?: string[] } } };
  return config?.compilerOptions?.types ?? [];
}
