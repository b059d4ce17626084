/**
 * The one writer of content-hashed files: public/static/<prefix><hash><extension>. The hash of
 * the content in the name lets the file be cached for ever; older copies of the same prefix are
 * removed, so public/ holds one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Writes `text`; returns its public URL and size in bytes. */
export function writeHashedFile(publicDir: string, prefix: string, extension: string, text: string): { url: string; bytes: number } {
  const name = `${prefix}${createHash('sha256').update(text).digest('hex').slice(0, 20)}${extension}`;
  const dir = path.join(publicDir, 'static');
  fs.mkdirSync(dir, { recursive: true });
  for (const old of fs.readdirSync(dir)) {
    if (old.startsWith(prefix) && old !== name) fs.rmSync(path.join(dir, old));
  }
  fs.writeFileSync(path.join(dir, name), text);
  return { url: `/static/${name}`, bytes: Buffer.byteLength(text) };
}

/** Writes `value` as JSON; returns its public URL and size in bytes. */
export function writeHashedJson(publicDir: string, prefix: string, value: unknown): { url: string; bytes: number } {
  return writeHashedFile(publicDir, prefix, '.json', JSON.stringify(value));
}
