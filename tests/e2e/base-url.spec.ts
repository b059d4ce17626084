/**
 * Served under another path than the configured base URL, the
 * home page shows a banner suggesting the right one. A second server serves the same build
 * under /lexical/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/free-port.mjs';
import { expect, test } from './fixtures';

let server: ChildProcess;
let port = 0;

test.beforeAll(async () => {
  port = await freePort();
  server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--prefix', '/lexical/'], { stdio: 'pipe' });
  await new Promise<void>((resolve) => server.stdout?.once('data', () => resolve()));
});

test.afterAll(() => {
  server.kill();
});

test('9. a home page served under /lexical/ suggests setting the base URL to it', async ({ page, consoleProblems }) => {
  consoleProblems.allow(
    new RegExp(`127\\.0\\.0\\.1:${port}|status of 404`),
    'a second server with a wrong base URL: its scripts are meant to fail',
  );
  await page.goto(`http://127.0.0.1:${port}/lexical/`);
  const banner = page.locator('#base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Set baseUrl to "/lexical/"');
});
