/**
 * The code -> message table of Lexical's minified errors, derived from the pinned packages'
 * development and production builds (see extract.ts for what each side holds and align.ts for
 * how the two are paired). Codes are global: the same number can be emitted by several
 * packages, and then every source must give the same message. The table is rebuilt on every
 * build, so the site never carries message text of its own.
 *
 * Checks, each failing with the file and the code:
 * - a pairing whose message has a different number of `%s` than the values the production
 *   call passes;
 * - two sources giving one code different messages;
 * - a production call of a known code passing a different number of values than its message
 *   takes (also catches calls that could not be paired).
 * Codes no source explains stay in the table with a null message and are listed as unmapped.
 */
import { countPlaceholders, type ErrorCodeEntry, type ErrorCodeTable } from '../../shared/error-codes';
import { alignCalls } from './align';
import { extractDevCalls, extractProdCalls, type ProdCallSite } from './extract';

export interface BuildPair {
  /** The package that ships the file, e.g. `@lexical/table`. */
  packageName: string;
  /** The file's path for messages, e.g. `@lexical/table/LexicalTable.prod.js`. */
  prodFile: string;
  dev: string;
  prod: string;
}

export class ErrorCodeInconsistency extends Error {
  constructor(
    readonly file: string,
    readonly code: number,
    detail: string,
  ) {
    super(`Lexical error code ${code} in ${file}: ${detail}`);
    this.name = 'ErrorCodeInconsistency';
  }
}

export interface DerivedErrorCodes {
  table: ErrorCodeTable;
  /** Codes emitted by a production build whose message could not be recovered. */
  unmapped: number[];
  /** Development checks without a production counterpart, per file (for the build log). */
  devOnly: number;
}

interface Sighting {
  file: string;
  packageName: string;
  call: ProdCallSite;
  message: string | null;
}

/** Fails when a message does not take as many values as the production call passes. */
export function checkPairing(file: string, code: number, message: string, argCount: number): void {
  const placeholders = countPlaceholders(message);
  if (placeholders !== argCount) {
    throw new ErrorCodeInconsistency(
      file,
      code,
      `the development message "${message}" takes ${placeholders} value(s) but the production call passes ${argCount}. ` +
        'The builds do not pair up; check that the dev and prod files come from the same release.',
    );
  }
}

export function deriveErrorCodes(pairs: readonly BuildPair[], version: string): DerivedErrorCodes {
  const sightings: Sighting[] = [];
  let devOnly = 0;
  for (const pair of pairs) {
    const dev = extractDevCalls(pair.dev);
    const prod = extractProdCalls(pair.prod);
    const { devIndexOfProd } = alignCalls(dev, prod);
    devOnly += dev.length - devIndexOfProd.filter((i) => i !== null).length;
    prod.forEach((call, j) => {
      const devIndex = devIndexOfProd[j];
      const message = devIndex === null ? null : dev[devIndex].message;
      if (message !== null) checkPairing(pair.prodFile, call.code, message, call.argCount);
      sightings.push({ file: pair.prodFile, packageName: pair.packageName, call, message });
    });
  }

  const byCode = new Map<number, Sighting[]>();
  for (const sighting of sightings) {
    const list = byCode.get(sighting.call.code) ?? [];
    list.push(sighting);
    byCode.set(sighting.call.code, list);
  }

  const codes: ErrorCodeEntry[] = [];
  const unmapped: number[] = [];
  for (const [code, list] of [...byCode.entries()].sort((a, b) => a[0] - b[0])) {
    const explained = list.filter((s) => s.message !== null);
    const message = explained[0]?.message ?? null;
    for (const other of explained) {
      if (other.message !== message) {
        throw new ErrorCodeInconsistency(
          other.file,
          code,
          `its message "${other.message}" differs from "${message}" found in ${explained[0].file}.`,
        );
      }
    }
    if (message === null) unmapped.push(code);
    else for (const s of list) checkPairing(s.file, code, message, s.call.argCount);
    codes.push({
      code,
      message,
      kind: list.every((s) => s.call.kind === 'warning') ? 'warning' : 'error',
      packages: [...new Set(list.map((s) => s.packageName))].sort(),
    });
  }
  return { table: { version, codes }, unmapped, devOnly };
}
