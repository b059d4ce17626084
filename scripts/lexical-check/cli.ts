/**
 * `npm run lexical:check -- <version|latest> [--out <file.md>]`: installs the release into
 * `.cache/lexical-check/<version>/` (./install.ts), checks the site against it (./check.ts) and
 * writes the report (./report.ts) as Markdown with its JSON beside it, by default
 * `docs/upgrades/<pinned minor>-to-<release minor>.md`. Exits 0 whenever the check ran, whatever
 * it found, and 2 when it could not run (no registry, no such release, bad arguments), saying why.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCheck, type CheckResult } from './check';
import { installRelease, resolvePackages, resolveTarget } from './install';
import { npmRegistry, type Registry } from './registry';
import { jsonReport, markdownReport } from './report';
import { pinnedLexicalPackages } from '../../src/node/api/pinned-packages';

export const CACHE_DIR = '.cache/lexical-check';

const minor = (version: string) => version.split('.').slice(0, 2).join('.');

export interface CheckRun {
  result: CheckResult;
  reportFile: string;
}

/** Resolves, installs and checks a release, and writes the report; throws when it cannot run. */
export async function checkRelease(
  root: string,
  requested: string,
  registry: Registry,
  out: string | null,
  log: (line: string) => void,
): Promise<CheckRun> {
  const started = Date.now();
  const version = await resolveTarget(requested, registry);
  const pinned = pinnedLexicalPackages(path.join(root, 'package.json'));
  log(`lexical:check: resolving ${pinned.length} packages at ${version} on ${registry.url}`);
  const packages = await resolvePackages(pinned, version, registry);
  for (const p of packages.filter((p) => p.note)) log(`  ${p.note}`);
  const install = await installRelease(path.join(root, CACHE_DIR), version, packages, registry);
  log(
    `lexical:check: ${install.reused ? 'reusing' : 'installed'} ${path.relative(root, install.nodeModules)}; compiling the site against ${version} and comparing`,
  );
  const result = runCheck({ root, release: { version, nodeModules: install.nodeModules, packages, registry: registry.url } });
  const took = {
    seconds: (Date.now() - started) / 1000,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', '),
  };
  const reportFile = path.resolve(root, out ?? `docs/upgrades/${minor(result.pinned)}-to-${minor(version)}.md`);
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, markdownReport(result, took));
  fs.writeFileSync(reportFile.replace(/\.md$/, '') + '.json', jsonReport(result, took));
  log(
    `lexical:check: ${result.samples.compiling} of ${result.samples.total} guide samples compile against ${version}; ` +
      `${result.failures.length} errors; ${result.uses.filter((u) => u.change !== 'changed').length} uses of removed or deprecated exports; ` +
      `report: ${path.relative(root, reportFile)} (${Math.round(took.seconds)} s)`,
  );
  return { result, reportFile };
}

interface Args {
  version: string;
  out: string | null;
}

export function parseArgs(argv: readonly string[], command: string): Args {
  const out = argv.includes('--out') ? (argv[argv.indexOf('--out') + 1] ?? null) : null;
  const positional = argv.filter((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--out');
  if (positional.length !== 1 || (argv.includes('--out') && !out?.endsWith('.md'))) {
    throw new Error(`Usage: npm run ${command} -- <version|latest> [--out <report.md>], e.g. npm run ${command} -- 0.53.0`);
  }
  return { version: positional[0], out };
}

/** The command: 0 when the check ran, 2 when it could not. */
export async function main(
  argv: readonly string[],
  root = process.cwd(),
  registry: () => Promise<Registry> = npmRegistry,
): Promise<number> {
  const asked = argv.find((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--out');
  try {
    const args = parseArgs(argv, 'lexical:check');
    await checkRelease(root, args.version, await registry(), args.out, (line) => console.log(line));
    return 0;
  } catch (error) {
    console.error(`lexical:check${asked ? ` of lexical ${asked}` : ''} could not run: ${(error as Error).message}`);
    return 2;
  }
}
