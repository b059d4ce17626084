/** @jest-environment node */
/**
 * sourceNodes waits for the TypeDoc child before it reads TypeDoc's cache: the wait must end
 * when the child ends, whether it wrote the JSON or failed (then the main process converts
 * and reports the error itself).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ModuleSource } from '../lib/records';
import { startTypeDocInBackground, typeDocInBackground } from '../lib/typedoc-in-background';

describe('TypeDoc in a child process', () => {
  it('is not waited for when none was started', async () => {
    await expect(typeDocInBackground()).resolves.toBeNull();
  });

  it('is waited for until it ends, also when it fails, and leaves no file behind', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'typedoc-child-'));
    const missing: ModuleSource = {
      name: 'lexical',
      packageName: 'lexical',
      version: '0.0.0',
      description: 'a package that is not installed',
      entryFile: 'no-such-package/index.d.ts',
    };
    startTypeDocInBackground({ modules: [missing], nodeModules: path.resolve('node_modules'), cacheDir });
    const ran = await typeDocInBackground();
    expect(ran?.seconds).toBeGreaterThan(0);
    expect(fs.readdirSync(cacheDir).filter((file) => file.endsWith('.json'))).toEqual([]);
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }, 60_000);
});
