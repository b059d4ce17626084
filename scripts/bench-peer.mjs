/**
 * The editors' loop beside the same site on Docusaurus with Rspack, in one sitting: the peer's
 * folder (PEER_WORK, built once by ../shared/peer/setup.sh, see its README) holds the peer, a
 * clone of this project (`ours`, whose commit is the one timed: pull it first to time a change)
 * and the harness that times both sides the same way. Builds cold and warm, then `develop` cold
 * and warm with five title saves each, alternating the sides, and gives each figure as ours,
 * the peer's and the ratio, against this round's step. Absolute times drift from day to day on
 * these machines; the ratio is the figure. `npm run bench` runs it when PEER_WORK is set.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The most each figure may be, ours over the peer's: this round's step towards the design's bar
 * (at least as fast as the peer on every figure, 1.0).
 */
const TARGETS = { coldBuild: 1.2, warmBuild: 0.8, developCold: 1.0, developWarm: 1.0, titleSaved: 1.3 };
const SAVES = 5;

function wallSeconds(log, label) {
  const match = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)/.exec(log);
  if (!match || !/# rc=0/.test(log)) throw new Error(`The build ${label} failed: see its log in PEER_WORK/logs`);
  const parts = match[1].split(':').map(Number);
  return parts.length === 3 ? parts[0] * 3600 + parts[1] * 60 + parts[2] : parts[0] * 60 + parts[1];
}

export function benchAgainstPeer(peerWork) {
  const harness = path.join(peerWork, 'harness');
  const logs = path.join(peerWork, 'logs');
  const env = { ...process.env, PEER_WORK: peerWork, PROJECT: path.join(peerWork, 'ours') };
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const build = (side, kind) => {
    const label = `bench-${stamp}-${side}-build-${kind}`;
    execFileSync('bash', [path.join(harness, 'build.sh'), side, kind, label], { env, stdio: 'ignore' });
    return wallSeconds(fs.readFileSync(path.join(logs, `${label}.log`), 'utf8'), label);
  };
  const develop = (side, kind) => {
    const label = `bench-${stamp}-${side}-develop-${kind}`;
    execFileSync('node', [path.join(harness, 'devrun.js'), side, kind, label, String(SAVES)], { env, stdio: 'ignore' });
    const run = JSON.parse(fs.readFileSync(path.join(logs, `${label}.json`), 'utf8'));
    return { ready: run.ready_s, saved: run.edit_median_s };
  };
  const load = () => os.loadavg()[0].toFixed(2);
  const loads = [load()];
  const figure = {};
  for (const kind of ['cold', 'warm']) {
    figure[`${kind}Build`] = { ours: build('ours', kind), peer: build('peer', kind) };
  }
  loads.push(load());
  const dev = {};
  for (const kind of ['cold', 'warm']) dev[kind] = { ours: develop('ours', kind), peer: develop('peer', kind) };
  loads.push(load());
  figure.developCold = { ours: dev.cold.ours.ready, peer: dev.cold.peer.ready };
  figure.developWarm = { ours: dev.warm.ours.ready, peer: dev.warm.peer.ready };
  figure.titleSaved = { ours: dev.warm.ours.saved, peer: dev.warm.peer.saved };
  const names = {
    coldBuild: 'cold build',
    warmBuild: 'warm build',
    developCold: '`develop` to the first docs page, empty cache',
    developWarm: '`develop`, warm cache',
    titleSaved: `a title saved, shown in the open page (median of ${SAVES}, warm)`,
  };
  const ours = execFileSync('git', ['-C', env.PROJECT, 'log', '-1', '--format=%h'], { encoding: 'utf8' }).trim();
  return [
    '## Against the Docusaurus peer',
    '',
    `Ours at ${ours}, the peer from PEER_WORK, alternated in one sitting; 1-minute load average ${loads.join(', ')} (start, after the builds, end).`,
    '',
    '| figure | ours (s) | peer (s) | ratio | target |',
    '|---|---|---|---|---|',
    ...Object.entries(figure).map(([key, { ours: a, peer: b }]) => {
      const ratio = a / b;
      return `| ${names[key]} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${ratio.toFixed(2)}${ratio <= TARGETS[key] ? '' : ' (over)'} | ≤ ${TARGETS[key]} |`;
    }),
    '',
  ].join('\n');
}
