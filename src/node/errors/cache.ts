/**
 * The derived error-code table, kept between runs in node_modules/.cache/lexical-site/error-codes/
 * (src/shared/content-cache.mjs). Deriving it
 * reads and scans every production build of the pinned packages, seconds on each start of
 * `gatsby develop` or a build, for a result that only changes with what the key holds: the
 * pinned packages' versions (their package.json files in node_modules), the official table and
 * the code of this folder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_CACHE_DIR } from '../../shared/content-cache.mjs';
import { pinnedLexicalPackages } from '../api/pinned-packages';
import type { DerivedErrorCodes } from './derive';
import { OFFICIAL_TABLE_DIR } from './load';

/** The derived table with what the log says of it: the version and how many builds were read. */
export interface CachedErrorCodes extends DerivedErrorCodes {
  version: string;
  builds: number;
}

export const ERROR_CODES_CACHE_DIR = `${CONTENT_CACHE_DIR}/error-codes`;
const CODE_DIR = 'src/node/errors';

function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|json)$/.test(entry.name))
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

/** What the table depends on, hashed. */
export function errorCodesCacheKey(rootDir: string): string {
  const hash = createHash('sha256');
  for (const name of pinnedLexicalPackages(path.join(rootDir, 'package.json'))) {
    const manifest = path.join(rootDir, 'node_modules', name, 'package.json');
    const version = fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version : 'missing';
    hash.update(`${name}@${version}\n`);
  }
  for (const file of [...filesIn(path.join(rootDir, OFFICIAL_TABLE_DIR)), ...filesIn(path.join(rootDir, CODE_DIR))]) {
    hash.update(`${path.relative(rootDir, file)}\n`).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 20);
}

const cacheFile = (rootDir: string) => path.join(rootDir, ERROR_CODES_CACHE_DIR, `${errorCodesCacheKey(rootDir)}.json`);

export function hasCachedErrorCodes(rootDir: string): boolean {
  return fs.existsSync(cacheFile(rootDir));
}

export function cachedErrorCodes(rootDir: string, derive: () => CachedErrorCodes): CachedErrorCodes & { fromCache: boolean } {
  const file = cacheFile(rootDir);
  if (fs.existsSync(file)) {
    return { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as CachedErrorCodes), fromCache: true };
  }
  const derived = derive();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(derived));
  return { ...derived, fromCache: false };
}
