/**
 * Starts `gatsby develop` on a copy of the working tree, for the develop smoke test and the
 * develop benchmark: the copy keeps the production build's public/ and .cache untouched, and
 * node_modules is linked, not copied. `stop()` ends the whole process group and removes the
 * copy; call it in a finally block.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port.mjs';
import os from 'node:os';
import path from 'node:path';

const SKIP = new Set(['node_modules', '.cache', 'public', '.git', 'test-results', 'playwright-report']);

export function copyProject(root, dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-site-develop-'))) {
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export async function waitFor(what, check, timeoutMs) {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// eslint-disable-next-line no-control-regex -- terminal colour codes start with the ESC character
const plain = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

/**
 * Runs `gatsby develop` in `dir` and resolves once it serves, with the milliseconds that took.
 * `log()` is everything it printed so far; `exited()` its exit code, or null while it runs.
 */
export async function startDevelop(root, dir, { timeoutMs = 600_000 } = {}) {
  const port = await freePort();
  let log = '';
  let exitCode = null;
  const started = Date.now();
  // Exactly what an editor runs (`npm run develop`), with CI=true as .ci/run sets it: Gatsby
  // turns query-on-demand off in CI unless told otherwise, and then serves pages whose data
  // is not written yet, so the script tells it otherwise and this run proves it.
  const env = { ...process.env, CI: 'true', NODE_ENV: 'development' };
  const child = spawn('npm', ['run', '--silent', 'develop', '--', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += plain(chunk.toString())));
  child.stderr.on('data', (chunk) => (log += plain(chunk.toString())));
  child.on('exit', (code) => (exitCode = code ?? -1));
  const server = {
    base: `http://127.0.0.1:${port}`,
    log: () => log,
    exited: () => exitCode,
    async stop() {
      for (const signal of ['SIGTERM', 'SIGKILL']) {
        if (exitCode !== null) break;
        try {
          process.kill(-child.pid, signal);
        } catch {
          break;
        }
        await waitFor('develop to stop', () => exitCode !== null, 5000).catch(() => undefined);
      }
    },
  };
  try {
    await waitFor(
      'the develop server',
      () => {
        if (exitCode !== null) throw new Error(`gatsby develop exited with ${exitCode}:\n${log.slice(-3000)}`);
        return /You can now view/.test(log);
      },
      timeoutMs,
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  server.startMs = Date.now() - started;
  return server;
}
