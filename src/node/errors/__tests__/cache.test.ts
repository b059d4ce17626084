/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedErrorCodes, errorCodesCacheKey, type CachedErrorCodes } from '../cache';

function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'error-codes-cache-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ dependencies: { lexical: '0.35.0', '@lexical/table': '0.35.0' } }));
  write('node_modules/lexical/package.json', JSON.stringify({ version: '0.35.0' }));
  write('node_modules/@lexical/table/package.json', JSON.stringify({ version: '0.35.0' }));
  write('src/node/errors/data/lexical-error-codes-0.35.0.json', '{"1":"one"}');
  write('src/node/errors/derive.ts', 'export const derive = 1;');
  return root;
}

const derived: CachedErrorCodes = {
  version: '0.35.0',
  builds: 2,
  thrown: 1,
  table: { version: '0.35.0', codes: [{ code: 1, message: 'one', thrownBy: [] }] } as unknown as CachedErrorCodes['table'],
};

describe('the error-code table cache', () => {
  it('derives once, then reads the table from .cache', () => {
    const root = project();
    const derive = jest.fn(() => derived);
    expect(cachedErrorCodes(root, derive)).toEqual({ ...derived, fromCache: false });
    expect(cachedErrorCodes(root, derive)).toEqual({ ...derived, fromCache: true });
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a pinned package version', 'node_modules/@lexical/table/package.json', JSON.stringify({ version: '0.36.0' })],
    ['the official table', 'src/node/errors/data/lexical-error-codes-0.35.0.json', '{"1":"one","2":"two"}'],
    ['the code that derives it', 'src/node/errors/derive.ts', 'export const derive = 2;'],
  ])('derives again when %s changes', (_what, file, text) => {
    const root = project();
    const before = errorCodesCacheKey(root);
    fs.writeFileSync(path.join(root, file), text);
    expect(errorCodesCacheKey(root)).not.toBe(before);
  });
});
