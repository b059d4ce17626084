/**
 * @jest-environment node
 *
 * scripts/page-cache.mjs, which `npm run bench` runs before its cold figures: every file under
 * the folders is read once, through nested folders, and what it counts is what is there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readIntoPageCache } from '../../scripts/page-cache.mjs';

test('reads every file under the folders, and Node itself', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
  try {
    // 40 files of 50 kB in nested folders: more than the reads it keeps going at once.
    for (let i = 0; i < 40; i += 1) {
      const folder = path.join(dir, `package-${i % 4}`, 'lib', i % 2 ? 'esm' : 'cjs');
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, `file-${i}.js`), 'x'.repeat(50_000));
    }
    fs.symlinkSync(path.join(dir, 'package-0'), path.join(dir, 'link'));
    const nodeBytes = fs.statSync(process.execPath).size;
    const result = await readIntoPageCache([dir, path.join(dir, 'missing')]);
    expect(result.files).toBe(41);
    expect(result.megabytes).toBe(Math.round((40 * 50_000 + nodeBytes) / 1e6));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
