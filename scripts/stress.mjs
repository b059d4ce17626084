#!/usr/bin/env node
/**
 * `npm run stress`: the whole `npm test` on a machine kept busy, so that a test which passes only
 * when the machine is fast or idle fails here first, not on a newcomer's laptop or on CI beside
 * another job. The load is one busy Node process per core, each spinning at the same priority
 * as the tests (a CPU-bound neighbour, as a second build would be, without touching this tree's
 * `public/` and `.cache`).
 *
 * Usage:
 *   npm run stress                 the load, then `npm test` beside it; exits with npm test's code
 *   npm run stress -- --load-only  the load alone until stopped (Ctrl+C), to run something else
 *                                  beside it, such as `.ci/run` in a fresh clone
 *   STRESS_WORKERS=3 npm run stress  another number of busy processes (default: one per core)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const workers = Number(process.env.STRESS_WORKERS ?? os.availableParallelism());
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`STRESS_WORKERS must be a whole number of at least 1 (got "${process.env.STRESS_WORKERS}")`);
  process.exit(2);
}

/** A process that keeps one core busy until it is killed: a tight loop with no I/O. */
const SPIN = 'let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }';

const load = Array.from({ length: workers }, () => spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));
const stopLoad = () => {
  for (const child of load) child.kill('SIGKILL');
};
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`stress: ${workers} busy processes on ${os.availableParallelism()} cores (load average ${loadAverage()})`);

if (process.argv.includes('--load-only')) {
  // Waits for a signal; the busy processes keep the event loop alive.
  console.log('stress: load only, until stopped');
} else {
  const started = Date.now();
  const test = spawn('npm', ['test'], { stdio: 'inherit' });
  const samples = [];
  const sampler = setInterval(() => samples.push(os.loadavg()[0]), 30_000);
  test.on('close', (code) => {
    clearInterval(sampler);
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    const mean = samples.length ? (samples.reduce((a, b) => a + b, 0) / samples.length).toFixed(2) : 'n/a';
    console.log(
      `stress: npm test ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${minutes} min under load (1-min load average: mean ${mean}, now ${loadAverage()})`,
    );
    process.exit(code ?? 1);
  });
}
