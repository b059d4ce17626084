/**
 * The editors' loop beside the same site on Docusaurus with Rspack, in one sitting: the peer's
 * folder (PEER_WORK, built once by ../shared/peer/setup.sh, see its README) holds the peer, a
 * clone of this project (`ours`, whose commit is the one timed: pull it first to time a change)
 * and the harness that times both sides the same way. Builds cold and warm, then `develop` cold
 * and warm with five title saves each, alternating the sides, and gives each figure as ours,
 * the peer's and the ratio, against this round's step; then the cost of each added guide, cold
 * and warm, from the same builds with every guide copied four times more. Absolute times drift from day to day on
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
  const build = (side, kind, variant = '') => {
    const label = `bench-${stamp}-${side}-build-${kind}${variant}`;
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
  const cost = guideCost(peerWork, build, figure);
  loads.push(load());
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
    `Each added guide, with every guide copied ${COPIES} times more (ours ${cost.ours.added} guides added, the peer's ${cost.peer.added}; the copies drop \`slug\`, and ours raise llms-full.txt's 1 MB limit, which they pass): the build's growth over the guides added.`,
    '',
    '| figure | ours (ms per guide) | peer (ms per guide) | ratio | target |',
    '|---|---|---|---|---|',
    ...['cold', 'warm'].map((kind) => {
      const [a, b] = [cost.ours[kind], cost.peer[kind]];
      return `| a guide added, ${kind} build | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(a / b).toFixed(2)}${a <= b ? '' : ' (over)'} | ≤ 1 |`;
    }),
    '',
  ].join('\n');
}

/** How many copies of every guide the cost of an added guide is measured with. */
const COPIES = 4;

/** The guides of a side: its docs' MDX or Markdown files, without tests or generated reference pages. */
function guideFiles(docsDir, skip) {
  return fs
    .readdirSync(docsDir, { recursive: true })
    .map(String)
    .filter((file) => /\.mdx?$/.test(file) && !skip.some((folder) => file === folder || file.startsWith(`${folder}/`)));
}

/** Copies each guide into docs/copy-N/ (links inside the tree still resolve), without its slug; returns the undo. */
function copyGuides(docsDir, skip) {
  const files = guideFiles(docsDir, skip);
  const folders = [];
  for (let n = 1; n <= COPIES; n++) {
    const folder = path.join(docsDir, `copy-${n}`);
    folders.push(folder);
    for (const file of files) {
      const target = path.join(folder, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, fs.readFileSync(path.join(docsDir, file), 'utf8').replace(/^slug:.*\n/m, ''));
    }
  }
  return { added: files.length * COPIES, undo: () => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })) };
}

/**
 * The cost of each added guide, cold and warm, on both sides: the builds again with every
 * guide copied COPIES times more, against the same sitting's builds of the site as it is.
 */
function guideCost(peerWork, build, figure) {
  const sides = {
    ours: { docs: path.join(peerWork, 'ours', 'content', 'docs'), skip: ['__tests__'] },
    peer: { docs: path.join(peerWork, 'peer', 'site', 'docs'), skip: ['api', 'packages'] },
  };
  const limitFile = path.join(peerWork, 'ours', 'src', 'node', 'publish', 'markdown', 'write.ts');
  const limitSource = fs.readFileSync(limitFile, 'utf8');
  const copies = {};
  try {
    fs.writeFileSync(limitFile, limitSource.replace(/LLMS_FULL_LIMIT = [^;]+;/, 'LLMS_FULL_LIMIT = 64 * 1024 * 1024;'));
    for (const [side, { docs, skip }] of Object.entries(sides)) copies[side] = copyGuides(docs, skip);
    const result = {};
    for (const side of Object.keys(sides)) result[side] = { added: copies[side].added };
    for (const kind of ['cold', 'warm']) {
      for (const side of Object.keys(sides)) {
        const seconds = build(side, `${kind}`, `x${COPIES + 1}`);
        result[side][kind] = ((seconds - figure[`${kind}Build`][side]) * 1000) / copies[side].added;
      }
    }
    return result;
  } finally {
    for (const copy of Object.values(copies)) copy.undo();
    fs.writeFileSync(limitFile, limitSource);
  }
}
