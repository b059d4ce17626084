/**
 * What the release check asks of the npm registry, through npm itself (so the registry, proxy
 * and credentials of the user's npm config apply): the registry's URL, a package's published
 * versions, the `latest` tag, and an install into a scratch folder. Each answer says which
 * registry gave it; a registry that cannot be reached is a RegistryError naming it, and is the
 * one reason the check stops (it cannot run without the release).
 */
import { execFile } from 'node:child_process';

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** The registry answers the check needs; the tests give fixed answers instead. */
export interface Registry {
  /** The registry's URL, for messages. */
  url: string;
  /** Every published version of a package, or null when the registry has no such package. */
  versions(name: string): Promise<string[] | null>;
  /** The version the `latest` tag of a package points at. */
  latest(name: string): Promise<string>;
  /** Installs the given `name -> version` dependencies into `dir` (which holds their package.json). */
  install(dir: string): Promise<void>;
}

interface NpmResult {
  stdout: string;
  stderr: string;
  code: number;
}

function npm(args: readonly string[], cwd?: string): Promise<NpmResult> {
  return new Promise((resolve) => {
    execFile('npm', [...args], { cwd, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, code: error ? (typeof error.code === 'number' ? error.code : 1) : 0 }),
    );
  });
}

/** npm's error codes that mean the registry could not be reached at all. */
const UNREACHABLE = /\b(ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|ERR_SOCKET_TIMEOUT|FETCH_ERROR)\b/;

function failure(what: string, url: string, result: NpmResult): RegistryError {
  const detail =
    result.stderr.split('\n').find((line) => /npm (error|ERR!)/.test(line) && !/log of this run/.test(line)) ?? result.stderr.trim();
  const reach = UNREACHABLE.test(result.stderr) ? `the registry ${url} cannot be reached` : `npm failed against the registry ${url}`;
  return new RegistryError(`${what}: ${reach} (${detail.replace(/^npm (error|ERR!)\s*/, '')}).`);
}

/** The registry of the user's npm config. */
export async function npmRegistry(): Promise<Registry> {
  const config = await npm(['config', 'get', 'registry']);
  const url = config.code === 0 && config.stdout.trim() ? config.stdout.trim() : 'https://registry.npmjs.org/';
  return {
    url,
    async versions(name) {
      const result = await npm(['view', name, 'versions', '--json']);
      if (result.code !== 0) {
        if (/\bE404\b/.test(result.stderr)) return null;
        throw failure(`Reading the versions of ${name}`, url, result);
      }
      const parsed = JSON.parse(result.stdout) as string | string[];
      return Array.isArray(parsed) ? parsed : [parsed];
    },
    async latest(name) {
      const result = await npm(['view', name, 'version']);
      if (result.code !== 0) throw failure(`Reading the latest version of ${name}`, url, result);
      return result.stdout.trim();
    },
    async install(dir) {
      // Scripts never run (nothing here is executed, only read); peers are the site's own.
      const result = await npm(['install', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps', '--no-package-lock'], dir);
      if (result.code !== 0) throw failure(`Installing into ${dir}`, url, result);
    },
  };
}
