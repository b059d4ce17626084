/**
 * Writes the table as public/static/error-codes-<hash>.json. The hash of the content in the
 * name lets the file be cached for ever; older copies are removed so public/ holds one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorCodeTable } from '../../shared/error-codes';

const ERROR_CODES_PREFIX = 'error-codes-';

function errorCodesFileName(json: string): string {
  return `${ERROR_CODES_PREFIX}${createHash('sha256').update(json).digest('hex').slice(0, 20)}.json`;
}

/** Returns the public URL and size in bytes of the written file. */
export function writeErrorCodes(publicDir: string, table: ErrorCodeTable): { url: string; bytes: number } {
  const json = JSON.stringify(table);
  const dir = path.join(publicDir, 'static');
  const name = errorCodesFileName(json);
  fs.mkdirSync(dir, { recursive: true });
  for (const old of fs.readdirSync(dir)) {
    if (old.startsWith(ERROR_CODES_PREFIX) && old !== name) fs.rmSync(path.join(dir, old));
  }
  fs.writeFileSync(path.join(dir, name), json);
  return { url: `/static/${name}`, bytes: Buffer.byteLength(json) };
}
