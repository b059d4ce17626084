/**
 * The build step: derive the table once per process, write it under public/static/, log the
 * figures and any unmapped codes by number. onPreBootstrap runs it first so an inconsistency
 * stops the build before any page work; the GraphQL field reuses the result.
 */
import path from 'node:path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { deriveErrorCodes, ErrorCodeInconsistency } from './derive';
import { loadLexicalBuilds } from './load';
import { writeErrorCodes } from './write';

export interface ErrorCodesFile {
  url: string;
  version: string;
  count: number;
  unmapped: number[];
}

let built: ErrorCodesFile | null = null;

/**
 * `quiet` is for the GraphQL resolver: query workers are separate processes that repeat the
 * (deterministic) derivation, and the figures are already in the log from onPreBootstrap.
 */
export function buildErrorCodes(
  reporter: Pick<Reporter, 'info' | 'warn' | 'panic'>,
  { rootDir = process.cwd(), quiet = false }: { rootDir?: string; quiet?: boolean } = {},
): ErrorCodesFile {
  if (built) return built;
  try {
    const { version, pairs } = loadLexicalBuilds(rootDir);
    const { table, unmapped, devOnly } = deriveErrorCodes(pairs, version);
    const { url, bytes } = writeErrorCodes(path.join(rootDir, 'public'), table);
    if (!quiet) reporter.info(
      `Error codes: ${table.codes.length} codes of Lexical ${version} from ${pairs.length} production builds ` +
        `(${devOnly} development-only checks skipped), ${unmapped.length} unmapped, ${(bytes / 1024).toFixed(1)} kB at ${url}`,
    );
    if (!quiet && unmapped.length > 0) {
      reporter.warn(`Error codes: no message could be derived for code(s) ${unmapped.join(', ')}; the page says so for them.`);
    }
    built = { url, version, count: table.codes.length, unmapped };
    return built;
  } catch (error) {
    const hint =
      error instanceof ErrorCodeInconsistency
        ? 'The development and production builds disagree; reinstall the pinned packages (npm ci) and rebuild.'
        : 'Reading the pinned Lexical packages failed.';
    return reporter.panic(`Deriving the error-code table failed: ${(error as Error).message}\n${hint}`, error as Error);
  }
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  buildErrorCodes(reporter);
};
