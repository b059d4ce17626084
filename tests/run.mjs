#!/usr/bin/env node
/**
 * `npm test`: every check of the project, as npm scripts run in lanes. Steps of one lane run one
 * after another; lanes of one stage run side by side, so a 2-core runner keeps both cores busy
 * where a step uses one (the type checker, ESLint, the develop server waiting on file events)
 * while timing-sensitive steps (the browser tests, the weight and layout-shift figures) run
 * alone. Each line of a step's output is prefixed with its script's name. A failing step ends
 * its lane, while the stage's other lanes run to their end, so one red run reports every failure
 * of that stage; the run then stops (a later stage needs this one's results) and ends with every
 * step's time.
 *
 * Usage: node tests/run.mjs [--list]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../scripts/free-port.mjs';

/** Stages in order; each stage is lanes of npm scripts. */
export const STAGES = [
  {
    name: 'checks, develop and broken builds',
    // Two lanes of about the same length (measured 2026-11-28 on a clean clone: type check 41 s,
    // lint 128 s and broken builds 210 s; the develop smoke test 204 s, the unit tests 101 s, the
    // samples 20 s, the dependency rules 10 s and knip 5 s).
    lanes: [
      ['typecheck', 'lint', 'test:build-failures'],
      ['test:develop', 'test:unit', 'test:samples', 'test:deps', 'test:knip'],
    ],
  },
  { name: 'build', lanes: [['test:build']] },
  {
    name: 'checks of the build',
    lanes: [
      ['test:site', 'test:old-urls', 'test:publish', 'test:deploy'],
      ['test:api-exports', 'test:search-relevance', 'test:feeds'],
    ],
  },
  { name: 'browser', lanes: [['test:e2e']] },
  { name: 'weight', lanes: [['test:weight']] },
];

const running = new Set();
const times = [];
/** The steps that failed, in the order they ended. */
const failures = [];

function runScript(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    const prefix = `[${script}] `;
    let tail = '';
    const relay = (stream, out) => {
      let partial = '';
      stream.on('data', (chunk) => {
        const text = partial + chunk.toString();
        const lines = text.split('\n');
        partial = lines.pop();
        for (const line of lines) out.write(`${prefix}${line}\n`);
        tail = (tail + text).slice(-4000);
      });
      stream.on('end', () => partial && out.write(`${prefix}${partial}\n`));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      times.push({ script, seconds, code: code ?? signal });
      resolve({ ok: code === 0, tail });
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// Each step runs in its own process group (to stop a step with its servers and browsers), so
// an interrupted run stops them itself.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}

/** Runs a lane's steps in order until one fails: what follows it in its lane may depend on it. */
async function runLane(steps) {
  for (const script of steps) {
    const result = await runScript(script);
    if (!result.ok) {
      failures.push({ script, tail: result.tail });
      return;
    }
  }
}

function summary(totalSeconds) {
  const line = ({ script, seconds, code }) =>
    `  ${script.padEnd(24)} ${seconds.toFixed(1).padStart(7)} s${code === 0 ? '' : `  (exit ${code})`}`;
  const verdict = failures.length > 0 ? `FAILED at ${failures.map((failure) => failure.script).join(', ')}` : 'passed';
  // The end of each failing step's output again, so the causes are not buried under the
  // sibling lane's output.
  const tails = failures.map(({ script, tail }) => `--- the end of ${script}'s output:\n${tail.trimEnd()}`).join('\n');
  return `${tails ? `${tails}\n` : ''}npm test: ${verdict} in ${(totalSeconds / 60).toFixed(1)} min\n${times.map(line).join('\n')}`;
}

/** Every check script of package.json (typecheck, lint and each test:*) runs exactly once. */
function unplacedScripts() {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const placed = STAGES.flatMap((stage) => stage.lanes.flat());
  const checks = Object.keys(scripts).filter((name) => name === 'typecheck' || name === 'lint' || name.startsWith('test:'));
  return [
    ...checks.filter((name) => !placed.includes(name)).map((name) => `"${name}" is in package.json but in no stage`),
    ...placed
      .filter((name, i) => !scripts[name] || placed.indexOf(name) !== i)
      .map((name) => `"${name}" is missing from package.json or placed twice`),
  ];
}

const problems = unplacedScripts();
if (problems.length > 0) {
  console.error(`tests/run.mjs: ${problems.join('; ')}. Place each check script once in STAGES.`);
  process.exit(1);
}

if (process.argv.includes('--list')) {
  for (const stage of STAGES) console.log(`${stage.name}: ${stage.lanes.map((lane) => lane.join(' → ')).join('  ||  ')}`);
  process.exit(0);
}

// The browser tests' server takes a port free now (playwright.config.ts falls back to a fixed
// one when run alone), so two checkouts can run `npm test` side by side on one machine, as
// `npm run stress` beside `.ci/run` in a fresh clone does; with CI set Playwright refuses a
// port already taken instead of testing another checkout's site.
process.env.E2E_PORT ??= String(await freePort());

const started = Date.now();
for (const stage of STAGES) {
  console.log(`npm test: ${stage.name}`);
  await Promise.all(stage.lanes.map(runLane));
  if (failures.length > 0) break;
}
console.log(summary((Date.now() - started) / 1000));
process.exit(failures.length > 0 ? 1 : 0);
