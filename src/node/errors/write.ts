/** Writes the table as public/static/error-codes-<hash>.json (src/node/static-file.ts). */
import type { ErrorCodeTable } from '../../shared/error-codes';
import { writeHashedJson } from '../static-file';

/** Returns the public URL and size in bytes of the written file. */
export function writeErrorCodes(publicDir: string, table: ErrorCodeTable): { url: string; bytes: number } {
  return writeHashedJson(publicDir, 'error-codes-', table);
}
