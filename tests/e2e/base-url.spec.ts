/**
 * Served under another path than the configured base URL, the home page shows a banner
 * suggesting the right one. A second server (npm run serve's, on a free port) serves a folder
 * that holds the same build under lexical/, as a host does when the site is uploaded into a
 * subfolder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

let server: ChildProcess;
let folder = '';
let base = '';

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-base-url-'));
  fs.symlinkSync(path.resolve('public'), path.join(folder, 'lexical'));
  server = spawn('node', ['scripts/serve.mjs', '--port', '0', '--dir', folder], { stdio: 'pipe' });
  base = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const address = / at (http:\/\/\S+?)\/?$/m.exec(chunk.toString())?.[1];
      if (address) resolve(address);
    });
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code})`)));
  });
});

test.afterAll(() => {
  server.kill();
  fs.rmSync(folder, { recursive: true, force: true });
});

test('9. a home page served under /lexical/ suggests setting the base URL to it', async ({ page, consoleProblems }) => {
  consoleProblems.allow(
    new RegExp(`${base.replace(/\./g, '\\.')}/|status of 404`),
    'a second server with a wrong base URL: its scripts are meant to fail',
  );
  await page.goto(`${base}/lexical/`);
  const banner = page.locator('#base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Set baseUrl to "/lexical/"');
});
