/**
 * The build step: build the table once per process (the official table, checked against the
 * production builds; kept between runs by cache.ts), write it under public/static/ and log the
 * figures. onPreBootstrap runs it first so an inconsistency stops the build before any page
 * work; the ErrorCodesFile node (./schema.ts) reuses the result.
 */
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { cachedErrorCodes } from './cache';
import { deriveErrorCodes, ErrorCodeInconsistency } from './derive';
import { loadLexicalBuilds } from './load';
import { writeErrorCodes } from './write';

export interface ErrorCodesFile {
  url: string;
  version: string;
  count: number;
  thrown: number;
}

let built: ErrorCodesFile | null = null;

/**
 * `quiet` is for the GraphQL resolver: query workers are separate processes that repeat the
 * (deterministic) derivation, and the figures are already in the log from onPreBootstrap.
 */
export function buildErrorCodes(
  reporter: Pick<Reporter, 'info' | 'panic'>,
  { rootDir = process.cwd(), quiet = false }: { rootDir?: string; quiet?: boolean } = {},
): ErrorCodesFile {
  if (built) return built;
  try {
    const { version, table, thrown, builds, fromCache } = cachedErrorCodes(rootDir, () => {
      const loaded = loadLexicalBuilds(rootDir);
      return { version: loaded.version, builds: loaded.builds.length, ...deriveErrorCodes(loaded.official, loaded.builds, loaded.version) };
    });
    const { url, bytes } = writeErrorCodes(path.join(rootDir, 'public'), table);
    if (!quiet)
      reporter.info(
        `Error codes: ${table.codes.length} codes in the official table of Lexical ${version}; its ${builds} ` +
          `production builds throw ${thrown} of them, all found in the table; ${(bytes / 1024).toFixed(1)} kB at ${url}` +
          (fromCache ? ' (from .cache)' : ''),
      );
    built = { url, version, count: table.codes.length, thrown };
    return built;
  } catch (error) {
    const hint =
      error instanceof ErrorCodeInconsistency
        ? 'The official table and the production builds disagree: the table must be the one of the installed release.'
        : 'Reading the pinned Lexical packages failed.';
    return reporter.panic(`Deriving the error-code table failed: ${(error as Error).message}\n${hint}`, error as Error);
  }
}
