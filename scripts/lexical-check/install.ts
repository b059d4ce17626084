/**
 * The release to check, installed into a scratch folder and never into the project's
 * node_modules: `lexical` and every `@lexical/*` package the site pins, each at the requested
 * version. A package the registry has no such version of is installed at its newest release
 * before it (and the report says so); a package the registry does not know is left out (and
 * reported). The folder (`.cache/lexical-check/<version>/`) is reused when it already holds the
 * same set: a second check of a release costs no install.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RegistryError, type Registry } from './registry';

export interface ResolvedPackage {
  name: string;
  /** The version checked, or null when the registry has none at or before the requested one. */
  version: string | null;
  /** Why the checked version is not the requested one, or null when it is. */
  note: string | null;
}

export interface ReleaseInstall {
  version: string;
  /** The scratch install's node_modules. */
  nodeModules: string;
  packages: ResolvedPackage[];
  /** Whether an earlier check's install was reused. */
  reused: boolean;
}

const VERSION = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

/** Orders plain `x.y.z` versions; a pre-release sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = v.split('-', 2);
    return { parts: core.split('.').map(Number), pre: pre ?? null };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if (x.parts[i] !== y.parts[i]) return x.parts[i] - y.parts[i];
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  return x.pre.localeCompare(y.pre);
}

/** `latest` or a version as the user typed it -> the version to check. */
export async function resolveTarget(requested: string, registry: Registry): Promise<string> {
  const version = requested === 'latest' ? await registry.latest('lexical') : requested.replace(/^v/, '');
  if (!VERSION.test(version)) {
    throw new Error(`"${requested}" is not a Lexical version: give one such as 0.53.0, or "latest".`);
  }
  return version;
}

/** Which version of each pinned package to install for the release `version`. */
export async function resolvePackages(names: readonly string[], version: string, registry: Registry): Promise<ResolvedPackage[]> {
  const known = await registry.versions('lexical');
  if (!known) throw new RegistryError(`The registry ${registry.url} has no package named lexical.`);
  if (!known.includes(version)) {
    throw new Error(
      `lexical ${version} is not published on ${registry.url}; its latest releases are ${known
        .filter((v) => !v.includes('-'))
        .slice(-3)
        .join(', ')}.`,
    );
  }
  // A few at a time: one `npm view` each, without flooding the registry.
  const resolved: ResolvedPackage[] = [];
  for (let i = 0; i < names.length; i += 6) {
    resolved.push(
      ...(await Promise.all(
        names.slice(i, i + 6).map(async (name): Promise<ResolvedPackage> => {
          const versions = await registry.versions(name);
          if (!versions) return { name, version: null, note: `the registry has no package ${name}` };
          if (versions.includes(version)) return { name, version, note: null };
          const before = versions.filter((v) => !v.includes('-') && compareVersions(v, version) < 0).sort(compareVersions);
          const newest = before.at(-1);
          return newest
            ? {
                name,
                version: newest,
                note: `${name} has no ${version} on the registry; checked at ${newest}, its newest release before it`,
              }
            : { name, version: null, note: `${name} has no release at or before ${version}` };
        }),
      )),
    );
  }
  return resolved;
}

/** Installs the resolved packages under `<cacheDir>/<version>/`, or reuses an earlier install of the same set. */
export async function installRelease(
  cacheDir: string,
  version: string,
  packages: readonly ResolvedPackage[],
  registry: Registry,
): Promise<ReleaseInstall> {
  const dir = path.join(cacheDir, version);
  const dependencies = Object.fromEntries(packages.filter((p) => p.version).map((p) => [p.name, p.version as string]));
  const manifest = JSON.stringify({ name: `lexical-check-${version}`, private: true, dependencies }, null, 2);
  const done = path.join(dir, 'installed.json');
  const nodeModules = path.join(dir, 'node_modules');
  if (fs.existsSync(done) && fs.readFileSync(done, 'utf8') === manifest && fs.existsSync(nodeModules)) {
    return { version, nodeModules, packages: [...packages], reused: true };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), manifest);
  await registry.install(dir);
  fs.writeFileSync(done, manifest);
  return { version, nodeModules, packages: [...packages], reused: false };
}
