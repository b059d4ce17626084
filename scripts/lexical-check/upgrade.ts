/**
 * `npm run lexical:upgrade -- <version>`: moves every pin of the site to a Lexical release at once,
 * then checks the tree against it (./cli.ts), so an editor sees what to fix before `npm test`
 * passes again. It rewrites
 * - package.json: each `lexical` and `@lexical/*` dependency (to the release, or to the version
 *   the check used where the registry has no such release of a package), and the site's own
 *   `version` when it follows Lexical's;
 * - src/config/site.ts: `siteVersion` (the title and the version dropdown), the repository tag,
 *   the announcement's id and text;
 * - the other places that print the version to readers (PRINTED_VERSION_FILES);
 * then updates the lock (`npm install --package-lock-only`). It never edits the guides
 * (content/**), whose prose and samples are the editor's to change by the report, nor the tests.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pinnedLexicalPackages } from '../../src/node/api/pinned-packages';
import { checkRelease, parseArgs, type CheckRun } from './cli';
import { resolvePackages, resolveTarget, type ResolvedPackage } from './install';
import { npmRegistry, type Registry } from './registry';

/** Files that print the Lexical version to readers, relative to the root, besides the config. */
export const PRINTED_VERSION_FILES = [
  'README.md',
  'src/pages/index.tsx',
  'src/components/LiveEditor/Editor.tsx',
  'src/gallery/shared/EditorFrame.tsx',
  'src/gallery/*/index.tsx',
];
const SITE_CONFIG = 'src/config/site.ts';

export interface Edit {
  file: string;
  /** How many replacements the file got. */
  changes: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const minorOf = (version: string) => version.split('.').slice(0, 2);

/** `src/gallery/*\/index.tsx` and plain paths -> existing files, relative to the root. */
function expand(root: string, pattern: string): string[] {
  const star = pattern.indexOf('*');
  if (star < 0) return fs.existsSync(path.join(root, pattern)) ? [pattern] : [];
  const dir = pattern.slice(0, star);
  const rest = pattern.slice(star + 2);
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, dir, entry.name, rest)))
    .map((entry) => path.join(dir, entry.name, rest))
    .sort();
}

/** Each pattern's matches replaced by its text, taken as it is (no `$` groups), counted. */
function replaceAll(text: string, pairs: ReadonlyArray<[RegExp, string]>): { text: string; changes: number } {
  let changes = 0;
  let out = text;
  for (const [pattern, replacement] of pairs) {
    out = out.replace(pattern, () => {
      changes++;
      return replacement;
    });
  }
  return { text: out, changes };
}

/**
 * Rewrites the pins of the tree at `root` from `from` to `to` (`versions` gives a package's own
 * version where it differs from `to`); returns each file changed. Files are written only when
 * something in them changed.
 */
export function rewritePins(root: string, from: string, to: string, versions: ReadonlyMap<string, string> = new Map()): Edit[] {
  const edits: Edit[] = [];
  const write = (file: string, result: { text: string; changes: number }) => {
    if (result.changes === 0) return;
    fs.writeFileSync(path.join(root, file), result.text);
    edits.push({ file, changes: result.changes });
  };

  const packageFile = path.join(root, 'package.json');
  const json = fs.readFileSync(packageFile, 'utf8');
  const pinned = pinnedLexicalPackages(packageFile);
  let changes = 0;
  let text = json;
  for (const name of pinned) {
    const version = versions.get(name) ?? to;
    text = text.replace(new RegExp(`("${escape(name)}":\\s*")([^"]*)(")`, 'g'), (_match, key: string, old: string, end: string) => {
      if (old !== version) changes++;
      return `${key}${version}${end}`;
    });
  }
  // The site's own version follows Lexical's when it did.
  const own = text.replace(new RegExp(`^(\\s*"version":\\s*")${escape(from)}(")`, 'm'), `$1${to}$2`);
  if (own !== text) changes++;
  write('package.json', { text: own, changes });

  const [fromMajor, fromMinor] = minorOf(from);
  const [toMajor, toMinor] = minorOf(to);
  const configFile = path.join(root, SITE_CONFIG);
  if (fs.existsSync(configFile)) {
    write(
      SITE_CONFIG,
      replaceAll(fs.readFileSync(configFile, 'utf8'), [
        [new RegExp(`(?<=siteVersion: ')${escape(from)}(?=')`, 'g'), to],
        [new RegExp(`(?<=tag: 'v)${escape(from)}(?=')`, 'g'), to],
        [new RegExp(`lexical-${fromMajor}-${fromMinor}\\b`, 'g'), `lexical-${toMajor}-${toMinor}`],
        [new RegExp(`Lexical ${escape(`${fromMajor}.${fromMinor}`)} is out`, 'g'), `Lexical ${toMajor}.${toMinor} is out`],
      ]),
    );
  }
  for (const file of PRINTED_VERSION_FILES.flatMap((pattern) => expand(root, pattern))) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    write(file, replaceAll(source, [[new RegExp(`(?<![\\d.])${escape(from)}(?![\\d.])`, 'g'), to]]));
  }
  return edits;
}

/** `npm install --package-lock-only` in the tree: the lock follows package.json, node_modules stays. */
export function updateLock(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`npm install --package-lock-only failed in ${root}:\n${stderr.trim()}`)) : resolve(),
    );
  });
}

export interface UpgradeOptions {
  registry: Registry;
  lock: (root: string) => Promise<void>;
  /** Whether to run the check on the tree afterwards (the command does; the tests need not). */
  check: boolean;
  log: (line: string) => void;
}

export interface UpgradeResult {
  from: string;
  to: string;
  packages: ResolvedPackage[];
  edits: Edit[];
  check: CheckRun | null;
}

export async function upgrade(root: string, requested: string, options: UpgradeOptions): Promise<UpgradeResult> {
  const packageFile = path.join(root, 'package.json');
  const pins = (JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
  const from = pins.lexical;
  if (!from || !/^\d+\.\d+\.\d+$/.test(from))
    throw new Error(`${packageFile}: "lexical" must be pinned to an exact version (found ${from ?? 'none'}).`);
  const to = await resolveTarget(requested, options.registry);
  const packages = await resolvePackages(pinnedLexicalPackages(packageFile), to, options.registry);
  const missing = packages.filter((p) => p.version === null);
  if (missing.length > 0) {
    throw new Error(
      `${missing.map((p) => p.note).join('; ')}. Remove ${missing.length === 1 ? 'it' : 'them'} from package.json's dependencies first.`,
    );
  }
  for (const p of packages.filter((p) => p.note)) options.log(`  ${p.note}: pinned to ${p.version}`);
  const edits = rewritePins(root, from, to, new Map(packages.filter((p) => p.version !== to).map((p) => [p.name, p.version as string])));
  for (const edit of edits) options.log(`lexical:upgrade: ${edit.file} (${edit.changes} change${edit.changes === 1 ? '' : 's'})`);
  await options.lock(root);
  options.log('lexical:upgrade: package-lock.json follows; run `npm install` to install the release');
  const check = options.check ? await checkRelease(root, to, options.registry, null, options.log) : null;
  return { from, to, packages, edits, check };
}

/**
 * The command: 0 when the pins moved (whatever the check found), 2 when they could not. Called by
 * name from scripts/lexical-check/run.cjs.
 * @public
 */
export async function main(argv: readonly string[], root = process.cwd()): Promise<number> {
  try {
    const args = parseArgs(argv, 'lexical:upgrade');
    if (args.version === 'latest')
      throw new Error('Give the release to move to, e.g. npm run lexical:upgrade -- 0.53.0 (npm view lexical version names the latest).');
    const result = await upgrade(root, args.version, {
      registry: await npmRegistry(),
      lock: updateLock,
      check: true,
      log: (line) => console.log(line),
    });
    console.log(
      `lexical:upgrade: the site now pins ${result.to}. Next: copy scripts/error-codes/codes.json of Lexical v${result.to} to src/node/errors/data/lexical-error-codes-${result.to}.json, ` +
        `fix what ${path.relative(root, result.check?.reportFile ?? '')} lists, then npm install && npm test.`,
    );
    return 0;
  } catch (error) {
    console.error(`lexical:upgrade could not run: ${(error as Error).message}`);
    return 2;
  }
}
