/**
 * The repository's import graph, resolved the way TypeScript resolves it (tsconfig's options,
 * `allowJs` added so scripts count too), and the rules the layout depends on: no import cycle,
 * a local plugin imports nothing outside its own folder, so it could be published on its own,
 * and code outside a plugin imports only its public files, so the plugin can change its insides.
 * Type-only imports count: a cycle of types still ties two modules together.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

interface ImportGraph {
  /** Repository-relative file -> the repository files it imports. */
  edges: Map<string, string[]>;
  /** `file: 'specifier'` for relative imports of code that resolve to nothing. */
  unresolved: string[];
}

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const CODE_FILES = /\.(ts|tsx|mts|js|jsx|mjs|cjs)$/;

/** Every code file under `dirs` (relative to root), skipping generated and installed trees. */
export function listCodeFiles(root: string, dirs: readonly string[]): string[] {
  const skip = new Set(['node_modules', 'public', '.cache', '__fixtures__']);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (CODE_FILES.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  for (const dir of dirs) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isDirectory()) walk(dir);
    else out.push(dir);
  }
  return out.sort();
}

export function buildImportGraph(root: string, files: readonly string[], options: ts.CompilerOptions = {}): ImportGraph {
  const compilerOptions: ts.CompilerOptions = { ...options, allowJs: true, resolveJsonModule: true };
  const edges = new Map<string, string[]>();
  const unresolved: string[] = [];
  for (const file of files) {
    const absolute = path.join(root, file);
    const info = ts.preProcessFile(fs.readFileSync(absolute, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName: specifier } of info.importedFiles) {
      const resolved = ts.resolveModuleName(specifier, absolute, compilerOptions, ts.sys).resolvedModule;
      if (!resolved) {
        const relative = specifier.startsWith('.');
        const isAsset = relative && path.extname(specifier) !== '' && !CODE.test(specifier);
        if (relative && !isAsset) unresolved.push(`${file}: '${specifier}'`);
        continue;
      }
      if (resolved.isExternalLibraryImport) continue;
      const target = path.relative(root, resolved.resolvedFileName).split(path.sep).join('/');
      if (target.startsWith('..') || target.includes('node_modules/')) continue;
      targets.add(target);
    }
    edges.set(file, [...targets].sort());
  }
  return { edges, unresolved };
}

/** Each cycle (a strongly connected set of two or more files, or a file importing itself). */
export function findCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm; the recursion is as deep as the longest import chain, a few dozen files.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (edges.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

/** `from -> to` for every import by a file of `plugins/<name>/` of a file outside that folder. */
export function pluginLeaks(edges: ReadonlyMap<string, readonly string[]>): string[] {
  const leaks: string[] = [];
  for (const [from, targets] of edges) {
    const plugin = /^plugins\/[^/]+\//.exec(from)?.[0];
    if (!plugin) continue;
    for (const to of targets) if (!to.startsWith(plugin)) leaks.push(`${from} -> ${to}`);
  }
  return leaks;
}

/** What code outside a local plugin may import from it: its public entry, and its routes (pure, for browser code). */
const PLUGIN_PUBLIC_FILES = new Set(['index.ts', 'routes.ts']);

/** `from -> to` for every import of a private file of `plugins/<name>/` by a file outside that folder. */
export function pluginPrivateImports(edges: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  for (const [from, targets] of edges) {
    for (const to of targets) {
      const [, plugin, file] = /^(plugins\/[^/]+\/)(.+)$/.exec(to) ?? [];
      if (plugin && !from.startsWith(plugin) && !PLUGIN_PUBLIC_FILES.has(file)) found.push(`${from} -> ${to}`);
    }
  }
  return found;
}

/** The compiler options of the repository's tsconfig.json. */
export function repositoryCompilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}
