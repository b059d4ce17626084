/**
 * The build step: build the table once per process (the official table, checked against the
 * production builds; kept between runs by cache.ts), write it under public/static/ and log the
 * figures. `develop` derives it in a child process beside the sourcing (startErrorCodes), and the
 * ErrorCodesFile node (./schema.ts) waits for it (errorCodesReady); a build derives it in its own
 * process at onPreBootstrap, so an inconsistency stops it at once
 * (docs/decisions/error-codes-child-in-develop.md).
 */
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { runInBackground } from '../background';
import { writeHashedJson } from '../static-file';
import { cachedErrorCodes, hasCachedErrorCodes } from './cache';
import { deriveErrorCodes, ErrorCodeInconsistency } from './derive';
import { loadLexicalBuilds } from './load';
import { servesBeforeSlowWork } from '../mode';

export interface ErrorCodesFile {
  url: string;
  version: string;
  count: number;
  thrown: number;
}

type ErrorReporter = Pick<Reporter, 'info' | 'panic'>;

let built: ErrorCodesFile | null = null;
/** The table once the child startErrorCodes started has ended (and, if it failed, once the build was stopped). */
let ready: Promise<ErrorCodesFile> | null = null;

function derive(rootDir: string) {
  const loaded = loadLexicalBuilds(rootDir);
  return { version: loaded.version, builds: loaded.builds.length, ...deriveErrorCodes(loaded.official, loaded.builds, loaded.version) };
}

/** What stops the build when the table cannot be derived. */
function failureMessage(error: unknown): string {
  const hint =
    error instanceof ErrorCodeInconsistency
      ? 'The official table and the production builds disagree: the table must be the one of the installed release.'
      : 'Reading the pinned Lexical packages failed.';
  return `Deriving the error-code table failed: ${(error as Error).message}\n${hint}`;
}

interface ChildFailure {
  errorCodesFailure: string;
}
const isChildFailure = (value: unknown): value is ChildFailure =>
  typeof (value as Partial<ChildFailure> | null)?.errorCodesFailure === 'string';

/**
 * The child's work, called by its name in the child: derive the table into the cache, or tell
 * the parent why it cannot.
 * @public
 */
export async function deriveErrorCodesInChild({ rootDir }: { rootDir: string }): Promise<void> {
  try {
    cachedErrorCodes(rootDir, () => derive(rootDir));
  } catch (error) {
    const failure: ChildFailure = { errorCodesFailure: failureMessage(error) };
    await new Promise<void>((resolve) => (process.send ? process.send(failure, () => resolve()) : resolve()));
  }
}

/**
 * onPreBootstrap: the table at once (from the cache, or derived here in a build), or in
 * `develop` from a child process. Once the child ends, its failure stops the server; a child
 * that ended without table or message (killed, say) leaves the work to this process.
 */
export function startErrorCodes(reporter: ErrorReporter): void {
  if (built || ready) return;
  const rootDir = process.cwd();
  if (!servesBeforeSlowWork() || hasCachedErrorCodes(rootDir)) {
    buildErrorCodes(reporter);
    return;
  }
  const child = runInBackground({ module: __filename, call: 'deriveErrorCodesInChild', argument: { rootDir } });
  const failure = child.message(isChildFailure);
  ready = child.ended.then(async () => {
    const failed = await failure;
    return failed ? reporter.panic(failed.errorCodesFailure) : buildErrorCodes(reporter, true);
  });
}

/** The table, once startErrorCodes's child has ended (built here when nothing started it). */
export function errorCodesReady(reporter: ErrorReporter): Promise<ErrorCodesFile> {
  return ready ?? Promise.resolve(buildErrorCodes(reporter));
}

/**
 * Writes the table as public/static/error-codes-<hash>.json (src/node/static-file.ts).
 * `derivedNow`: a child of this process derived the table it finds in the cache.
 */
function buildErrorCodes(reporter: ErrorReporter, derivedNow = false): ErrorCodesFile {
  if (built) return built;
  const rootDir = process.cwd();
  try {
    const { version, table, thrown, builds, fromCache } = cachedErrorCodes(rootDir, () => derive(rootDir));
    const { url, bytes } = writeHashedJson(path.join(rootDir, 'public'), 'error-codes-', table);
    reporter.info(
      `Error codes: ${table.codes.length} codes in the official table of Lexical ${version}; its ${builds} ` +
        `production builds throw ${thrown} of them, all found in the table; ${(bytes / 1024).toFixed(1)} kB at ${url}` +
        (fromCache && !derivedNow ? ' (from .cache)' : ''),
    );
    built = { url, version, count: table.codes.length, thrown };
    return built;
  } catch (error) {
    return reporter.panic(failureMessage(error), error as Error);
  }
}
