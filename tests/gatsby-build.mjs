/**
 * `gatsby build` in a scratch copy of the project, for the scripts that build such copies
 * (tests/build-failures.mjs, scripts/check-warm-builds.mjs). A build that has not exited long
 * after it should have is a failure of its own (an editor's `npm run build` would never
 * return): it is killed, and what each of its processes was waiting on is reported first, so a
 * hang seen once in many runs names where it waits.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();

/** Node's diagnostic report, written by every Node process of a build on this signal. */
const REPORT_SIGNAL = 'SIGUSR2';

// eslint-disable-next-line no-control-regex -- terminal colour codes start with the ESC character
export const oneLine = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').replace(/\s+/g, ' ');

/** A libuv handle of a diagnostic report, in a few words: what keeps an event loop waiting. */
function handleWords(handle) {
  const details = [
    handle.pid && `pid ${handle.pid}`,
    handle.firesInMsFromNow !== undefined && `fires in ${handle.firesInMsFromNow} ms`,
    handle.filename,
    handle.remoteEndpoint && JSON.stringify(handle.remoteEndpoint),
    handle.fd !== undefined && `fd ${handle.fd}`,
  ].filter(Boolean);
  return `${handle.type}${details.length ? ` (${details.join(', ')})` : ''}`;
}

/**
 * The threads of each process of a `ps` listing, counted by name and the kernel call they sleep
 * in (Node names none of its own: libuv's pool and V8's helpers all read `node`).
 */
function threadsOf(listing) {
  return listing
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/)[0])
    .map((pid) => {
      try {
        const counts = new Map();
        for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
          const read = (name) => fs.readFileSync(`/proc/${pid}/task/${tid}/${name}`, 'utf8').trim();
          const wchan = read('wchan');
          const key = `${read('comm')} ${wchan === '0' || wchan === '' ? 'running' : `in ${wchan}`}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        return `  threads of ${pid}: ${[...counts].map(([key, n]) => `${n}× ${key}`).join(', ')}`;
      } catch {
        return `  threads of ${pid}: gone`;
      }
    });
}

/**
 * What each process of a hung build is doing: its processes with the kernel call each one's
 * main thread sleeps in (a futex: a thread blocked on a lock; ep_poll: an event loop waiting),
 * then from each Node process that still answers (Node's diagnostic report, asked for with
 * REPORT_SIGNAL) the handles keeping its event loop alive and its JavaScript stack.
 */
async function hangReport(pid, reportDir) {
  const lines = [];
  try {
    const listing = execFileSync('ps', ['-o', 'pid,ppid,stat,wchan:20,etime,time,args', '-g', String(pid)], { encoding: 'utf8' }).trimEnd();
    lines.push(listing, ...threadsOf(listing));
    process.kill(-pid, REPORT_SIGNAL);
  } catch (error) {
    lines.push(`(could not list or signal the processes: ${error.message})`);
  }
  // The reports are written by the processes themselves; a few seconds is enough for one whose
  // event loop still turns, and one that does not answer is named as such below.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  for (const file of fs.readdirSync(reportDir)) {
    const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8'));
    const waiting = report.libuv.filter((handle) => handle.is_active && handle.is_referenced).map(handleWords);
    lines.push(
      `process ${report.header.processId} (${report.header.commandLine.join(' ').slice(0, 120)}) waits on: ${waiting.join('; ') || 'nothing'}`,
      `  its stack: ${(report.javascriptStack?.stack ?? []).slice(0, 8).join(' | ')}`,
    );
  }
  lines.push('(a Node process missing above did not answer: its main thread was busy, or blocked outside its event loop)');
  return lines.join('\n');
}

/**
 * Runs `gatsby build` in `dir`; resolves with its exit code, everything it printed, whether
 * `killAt` (a pattern of its output) killed it, and, when it had to be killed after
 * `timeoutMs`, what its processes were doing (`hang`, else null). Its output is also written to
 * `<dir>/build.log` as it comes, for a look at a build that misbehaved.
 */
export function gatsbyBuild(dir, { timeoutMs, killAt = null, env = {} }) {
  const reportDir = fs.mkdtempSync(path.join(dir, '.hang-reports-'));
  const logFile = fs.openSync(path.join(dir, 'build.log'), 'a');
  return new Promise((resolve) => {
    const started = Date.now();
    // Gatsby itself, not through npx, which adds a second Node start. In a process group of
    // its own, so a hung or killed build is stopped with every child it started.
    const child = spawn(path.join(root, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: dir,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: '1',
        CI: 'true',
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ''} --report-on-signal --report-signal=${REPORT_SIGNAL} --report-directory=${reportDir}`.trim(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let killed = false;
    const read = (chunk) => {
      output += chunk;
      fs.writeSync(logFile, chunk);
      if (killAt && !killed && killAt.test(oneLine(output))) {
        killed = true;
        process.kill(-child.pid, 'SIGKILL');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    let hang = null;
    const timer = setTimeout(async () => {
      // Failed from this moment, even should it exit while its processes are being asked.
      hang = '(the build exited while its processes were being asked what they wait on)';
      hang = await hangReport(child.pid, reportDir);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }, timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      fs.closeSync(logFile);
      fs.rmSync(reportDir, { recursive: true, force: true });
      resolve({ status, killed, hang, output: oneLine(output), seconds: (Date.now() - started) / 1000 });
    });
  });
}
