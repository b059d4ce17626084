#!/usr/bin/env node
/**
 * `npm run check:warm-builds`: a warm build ships what a cold build of the same tree would.
 * Hosts keep `.cache` and `public/` between deploys (Netlify's Gatsby support does), so a page a
 * warm build leaves stale reaches every reader. In a scratch copy of the project this builds
 * once, then for each change below: applies it, builds warm (keeping `.cache` and `public/`),
 * copies the changed tree afresh and builds that cold (no `.cache`, no `public/`, no content
 * cache), and compares the two `public/` folders file by file. The last case kills a warm build
 * half-way (SIGKILL) and builds again warm before comparing.
 *
 * Each tree gets a `node_modules` of its own, hard links of this project's packages (`cp -al`:
 * seconds, no space) without `node_modules/.cache`, so the content caches there
 * (src/shared/content-cache.mjs) of the cold tree start empty and those of the warm tree are its
 * own. Symbolic links would not do: Gatsby bundles gatsby-node.ts with Parcel, which bundles a
 * package whose real path lies outside the tree instead of leaving it to Node.
 *
 * Not a stage of `npm test` (about fifteen builds: 10-20 minutes on a 2-core machine, which would
 * take `.ci/run` past its 30 minutes). Run it after touching a cache, the build's steps or
 * anything that decides what a page contains.
 *
 * Usage: npm run check:warm-builds [-- --only <word>] [--keep]
 *   --only <word>  the cases whose name contains the word (the first build always runs)
 *   --keep         keep the scratch folders (printed) for a look at a difference
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatsbyBuild } from '../tests/gatsby-build.mjs';

const root = process.cwd();
/** What a copy of a tree leaves out: the build's output and caches, and its log (tests/gatsby-build.mjs). */
const SKIP = new Set(['node_modules', '.cache', 'public', '.git', 'test-results', 'playwright-report', 'build.log']);
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const keep = args.includes('--keep');

/**
 * What is meant to differ between a warm and a cold build of one tree, each with its reason.
 *
 * LEFT_OVER: the previous builds' scripts and stylesheets. Gatsby does not delete a content-hashed
 * asset a new build no longer emits (a page of the previous deploy still open in a browser can
 * load its chunks), so a warm `public/` holds them beside the new ones. Such a file is accepted
 * only when no file of the warm build names it; `_headers`, which gives every hashed file its
 * cache rule, then has a rule for it, which is left out before comparing.
 */
const LEFT_OVER = /^(?:[\w-]+-[0-9a-f]{10}\.js|styles\.[0-9a-f]{10}\.css)(?:\.LICENSE\.txt|\.map)?$/;
const NORMALISATIONS = ["previous builds' scripts and stylesheets that no file names (LEFT_OVER), with their rules in _headers"];

/** `_headers` without the rules of the files in `leftOver`. */
function headersWithout(text, leftOver) {
  return text
    .split(/\n(?=\S)/)
    .filter((block) => !leftOver.has(block.split('\n')[0].replace(/^\//, '')))
    .join('\n');
}

/** The changes, applied one after another to the warm tree; each edits a file the project owns. */
const CASES = [
  {
    name: 'a CSS module',
    file: 'src/components/Footer/styles.module.css',
    change: (s) => s.replace('padding: var(--space-8) var(--space-4);', 'padding: var(--space-6) var(--space-4);'),
  },
  {
    name: "a guide's body",
    file: 'content/docs/intro.mdx',
    change: (s) => `${s.replace(/\n$/, '')}\n\nThis paragraph was added by the warm-build check.\n`,
  },
  {
    name: "a guide's front matter",
    file: 'content/docs/concepts/editor-state.mdx',
    change: (s) => s.replace(/^title: (.*)$/m, 'title: $1, changed'),
  },
  {
    name: 'the sidebar',
    file: 'content/sidebars.ts',
    change: (s) =>
      s.replace("'concepts/editor-state',\n        'concepts/updates',", "'concepts/updates',\n        'concepts/editor-state',"),
  },
  {
    name: 'the site config',
    file: 'src/config/site.ts',
    change: (s) =>
      s.replace(
        "tagline: 'An extensible text editor framework that does things differently',",
        "tagline: 'An extensible text editor framework, changed',",
      ),
  },
  {
    name: "gatsby-source-lexical-api's options in gatsby-config.ts",
    file: 'gatsby-config.ts',
    change: (s) => s.replace('tag: siteConfig.repository.tag }', "tag: 'v0.35.0-changed' }"),
  },
  {
    name: "a guide's body, after a warm build killed half-way",
    file: 'content/docs/concepts/updates.mdx',
    change: (s) => `${s.replace(/\n$/, '')}\n\nThis paragraph was added before a killed build.\n`,
    // Killed once the bundles are being built: sourcing, the schema and the queries are done
    // and partly saved, the bundles and pages not yet.
    killAt: /Building production JavaScript and CSS bundles/,
  },
];

function copyTree(from) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-site-warm-'));
  for (const entry of fs.readdirSync(from)) {
    if (SKIP.has(entry) || entry.startsWith('.scratch') || entry.startsWith('.hang-reports-')) continue;
    fs.cpSync(path.join(from, entry), path.join(dir, entry), { recursive: true });
  }
  // Every package hard-linked from this project's node_modules; .cache is the tree's own.
  const packages = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(dir, 'node_modules'));
  const entries = fs.readdirSync(packages).filter((entry) => entry !== '.cache');
  execFileSync('cp', ['-al', ...entries.map((entry) => path.join(packages, entry)), path.join(dir, 'node_modules')]);
  return dir;
}

/**
 * A full build takes one to two minutes here (four or so on a loaded 2-core machine); one still
 * running after this has hung, and fails the check with what its processes wait on.
 */
const BUILD_TIMEOUT_MS = 15 * 60_000;

/** Runs `gatsby build` in `dir` and resolves with its seconds; with `killAt`, kills it (SIGKILL) when its output matches. */
async function build(dir, { killAt } = {}) {
  const run = await gatsbyBuild(dir, { timeoutMs: BUILD_TIMEOUT_MS, killAt });
  if (run.hang !== null)
    throw new Error(`gatsby build in ${dir} still ran after ${BUILD_TIMEOUT_MS / 60_000} min; killed. Its processes:\n${run.hang}`);
  if (killAt && !run.killed) throw new Error(`the build in ${dir} ended before ${killAt} showed; the case needs another marker`);
  if (!killAt && run.status !== 0) throw new Error(`gatsby build failed in ${dir} (exit ${run.status}):\n${run.output.slice(-3000)}`);
  return run.seconds.toFixed(1);
}

function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** The differences between two public folders, one line each (at most `limit` listed in full). */
function compare(warmDir, coldDir, limit = 15) {
  const read = (dir, file) => fs.readFileSync(path.join(dir, 'public', file));
  const warm = new Set(listFiles(path.join(warmDir, 'public')));
  const cold = new Set(listFiles(path.join(coldDir, 'public')));
  const onlyWarm = [...warm].filter((file) => !cold.has(file));
  const leftOver = new Set(onlyWarm.filter((file) => LEFT_OVER.test(file)));
  if (leftOver.size > 0) {
    const texts = [...warm].filter((file) => /\.(html|json|js|txt|md|xml)$/.test(file) && !leftOver.has(file) && file !== '_headers');
    for (const file of texts) {
      const text = read(warmDir, file).toString('utf8');
      for (const name of leftOver) if (text.includes(name)) leftOver.delete(name);
    }
  }
  const lines = [];
  for (const file of onlyWarm) if (!leftOver.has(file)) lines.push(`only in the warm build: ${file}`);
  for (const file of cold) if (!warm.has(file)) lines.push(`only in the cold build: ${file}`);
  for (const file of warm) {
    if (!cold.has(file)) continue;
    let a = read(warmDir, file);
    const b = read(coldDir, file);
    if (file === '_headers' && leftOver.size > 0) a = Buffer.from(headersWithout(a.toString('utf8'), leftOver));
    if (a.equals(b)) continue;
    const at = [...a].findIndex((byte, i) => byte !== b[i]);
    const around = (buffer) => JSON.stringify(buffer.subarray(Math.max(0, at - 60), at + 60).toString('utf8'));
    lines.push(`differs: ${file} at byte ${at}\n      warm: ${around(a)}\n      cold: ${around(b)}`);
  }
  return lines.length > limit ? [...lines.slice(0, limit), `... and ${lines.length - limit} more`] : lines;
}

const digest = (dir) =>
  crypto
    .createHash('sha256')
    .update(listFiles(path.join(dir, 'public')).sort().join('\n'))
    .digest('hex')
    .slice(0, 12);

async function main() {
  const warmDir = copyTree(root);
  console.log(`warm tree: ${warmDir}`);
  console.log(`first build (cold) in ${await build(warmDir)} s`);
  const cases = only ? CASES.filter((c) => c.name.includes(only)) : CASES;
  let failed = 0;
  for (const testCase of cases) {
    const file = path.join(warmDir, testCase.file);
    const before = fs.readFileSync(file, 'utf8');
    const after = testCase.change(before);
    if (after === before)
      throw new Error(`the case "${testCase.name}" did not change ${testCase.file}: update scripts/check-warm-builds.mjs`);
    fs.writeFileSync(file, after);
    if (testCase.killAt) await build(warmDir, { killAt: testCase.killAt });
    const warmSeconds = `${testCase.killAt ? 'killed, then ' : ''}${await build(warmDir)}`;
    const coldDir = copyTree(warmDir);
    const coldSeconds = await build(coldDir);
    const differences = compare(warmDir, coldDir);
    if (differences.length === 0) {
      console.log(
        `✓ ${testCase.name}: warm (${warmSeconds} s) = cold (${coldSeconds} s), ${listFiles(path.join(warmDir, 'public')).length} files (${digest(warmDir)})`,
      );
    } else {
      failed += 1;
      console.error(
        `✗ ${testCase.name}: the warm build (${warmSeconds} s) differs from a cold one (${coldSeconds} s):\n  ${differences.join('\n  ')}`,
      );
    }
    if (keep) console.log(`  cold tree kept: ${coldDir}`);
    else fs.rmSync(coldDir, { recursive: true, force: true });
  }
  if (!keep) fs.rmSync(warmDir, { recursive: true, force: true });
  console.log(
    `check:warm-builds: ${cases.length - failed} of ${cases.length} cases ship what a cold build ships` +
      `; normalised: ${NORMALISATIONS.join('; ')}`,
  );
  process.exit(failed > 0 ? 1 : 0);
}

await main();
