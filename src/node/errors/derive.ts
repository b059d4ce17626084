/**
 * The code -> message table of Lexical's minified errors: Lexical's official table (copied
 * into data/, see its README) is the truth for every message, and the pinned packages'
 * production builds say which codes this release still throws, from which packages, and
 * whether as an error or a warning.
 *
 * The production builds are read as a check, matched to the table by code number only (the
 * minifier may reorder branches, so the order of the calls says nothing). The build fails,
 * naming the package, the file and the code, when
 * - a production build throws a code the table does not have;
 * - a production call passes a different number of values than its message takes.
 * Codes the table has and no production build throws come from earlier releases; they stay in
 * the table so a reader on an older version can still decode them.
 */
import { countPlaceholders, type ErrorCodeEntry, type ErrorCodeTable } from '../../shared/error-codes';
import { extractProdCalls } from './extract';

export interface ProdBuild {
  /** The package that ships the file, e.g. `@lexical/table`. */
  packageName: string;
  /** The file's path for messages, e.g. `@lexical/table/LexicalTable.prod.js`. */
  prodFile: string;
  source: string;
}

export class ErrorCodeInconsistency extends Error {
  constructor(
    readonly packageName: string,
    readonly file: string,
    readonly code: number,
    detail: string,
  ) {
    super(`Lexical error code ${code} thrown by ${packageName} (${file}): ${detail}`);
    this.name = 'ErrorCodeInconsistency';
  }
}

/** Reads the official table's JSON (`{"0": "message", ...}`), failing on anything else. */
export function parseOfficialTable(json: unknown, file: string): Map<number, string> {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error(`${file}: expected an object of code -> message.`);
  }
  const table = new Map<number, string>();
  for (const [key, message] of Object.entries(json)) {
    if (!/^\d+$/.test(key) || typeof message !== 'string') {
      throw new Error(`${file}: entry "${key}" is not a whole-number code with a message string.`);
    }
    table.set(Number(key), message);
  }
  return table;
}

export interface DerivedErrorCodes {
  table: ErrorCodeTable;
  /** How many codes the production builds of `version` throw or log. */
  thrown: number;
}

export function deriveErrorCodes(official: ReadonlyMap<number, string>, builds: readonly ProdBuild[], version: string): DerivedErrorCodes {
  const byCode = new Map<number, { packageName: string; kind: 'error' | 'warning' }[]>();
  for (const { packageName, prodFile, source } of builds) {
    for (const call of extractProdCalls(source)) {
      const message = official.get(call.code);
      const inconsistency = (detail: string) => new ErrorCodeInconsistency(packageName, `${prodFile}:${call.line}`, call.code, detail);
      if (message === undefined) {
        throw inconsistency(
          `the official table has no such code. Replace src/node/errors/data/ with the table of the Lexical release in node_modules.`,
        );
      }
      const placeholders = countPlaceholders(message);
      if (placeholders !== call.argCount) {
        throw inconsistency(
          `the official message "${message}" takes ${placeholders} value(s) but the production call passes ${call.argCount}. ` +
            'The table and the packages come from different releases.',
        );
      }
      byCode.set(call.code, [...(byCode.get(call.code) ?? []), { packageName, kind: call.kind }]);
    }
  }
  const codes: ErrorCodeEntry[] = [...official.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([code, message]) => {
      const sightings = byCode.get(code) ?? [];
      return {
        code,
        message,
        kind: sightings.length > 0 && sightings.every((s) => s.kind === 'warning') ? 'warning' : 'error',
        thrown: sightings.length > 0,
        packages: [...new Set(sightings.map((s) => s.packageName))].sort(),
      };
    });
  return { table: { version, codes }, thrown: byCode.size };
}
