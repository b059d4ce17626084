/**
 * The release check itself, without the network: given the site, its pinned packages
 * (node_modules) and a release installed elsewhere (./install.ts), what the release breaks in
 * the site. Compiles the site's code against both (the pinned compile finds which exports each
 * place uses; the release compile finds what no longer compiles), compares the exports, the
 * packages and the error codes, and returns one result for ./report.ts to write.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { pinnedLexicalPackages } from '../../src/node/api/pinned-packages';
import { parseOfficialTable } from '../../src/node/errors/derive';
import { OFFICIAL_TABLE_DIR } from '../../src/node/errors/load';
import { sampleCompilerOptions, type SampleDiagnostic } from '../../tests/samples.mjs';
import { diffCodes, releaseCodes, type CodeChange } from './errors';
import { diffExports, exportShapes, type ExportChange } from './exports';
import type { ResolvedPackage } from './install';
import { packageChanges, type PackageChanges } from './packages';
import { optionsFor, packageSet, type PackageSet } from './program';
import { CODE_DIRS, compileSite, siteCode, type ExportUse } from './samples';

export interface CheckInput {
  /** The site's root (package.json, content/, src/). */
  root: string;
  /** The site's installed, pinned packages; `<root>/node_modules` unless given. */
  pinnedNodeModules?: string;
  release: {
    version: string;
    nodeModules: string;
    /** What was asked of the registry for each pinned package. */
    packages: readonly ResolvedPackage[];
    /** The registry's URL, for the report; null when no registry was asked. */
    registry: string | null;
  };
}

export type CodeKind = 'guide' | 'gallery' | 'live example' | 'site';

export interface Failure {
  file: string;
  line: number | null;
  code: number;
  message: string;
  kind: CodeKind;
}

export interface Use extends ExportUse {
  kind: CodeKind;
  change: 'removed' | 'deprecated' | 'changed';
  /** The `@deprecated` text, or the changed export's name and what changed. */
  detail: string;
}

export interface CheckResult {
  pinned: string;
  release: string;
  registry: string | null;
  packages: readonly ResolvedPackage[];
  /** The declaration file `lexical` resolved to in each compile, relative to the root where inside it. */
  resolved: { pinned: string | null; release: string | null };
  samples: {
    /** Guide samples compiled (nocheck ones left out), and how many of them compile against the release. */
    total: number;
    compiling: number;
    skipped: number;
    /** Gallery and live-editor files compiled, and how many have an error. */
    files: number;
    failingFiles: number;
    /** Errors against the pinned release: a healthy site has none. */
    pinnedErrors: number;
  };
  failures: Failure[];
  uses: Use[];
  exports: ExportChange[];
  packageChanges: PackageChanges;
  errorCodes: CodeChange[];
  /** What could not be read, with why. */
  problems: string[];
}

function kindOf(file: string): CodeKind {
  if (file.startsWith(`${CODE_DIRS.docs}/`)) return 'guide';
  if (file.startsWith(`${CODE_DIRS.gallery}/`)) return 'gallery';
  if (file.startsWith(`${CODE_DIRS.live}/`)) return 'live example';
  return 'site';
}

const lexicalPackagesIn = (nodeModules: string): string[] => [
  'lexical',
  ...(fs.existsSync(path.join(nodeModules, '@lexical'))
    ? fs
        .readdirSync(path.join(nodeModules, '@lexical'))
        .sort()
        .map((n) => `@lexical/${n}`)
    : []),
];

const inPackages = (set: PackageSet, packages: readonly string[]): PackageSet => ({
  ...set,
  entries: set.entries.filter((e) => packages.some((p) => e.module === p || e.module.startsWith(`${p}/`))),
});

/** The places that use a removed, deprecated or changed export (or member). */
function usesOfChanges(uses: readonly ExportUse[], changes: readonly ExportChange[]): Use[] {
  const byExport = new Map<string, ExportChange[]>();
  for (const change of changes) {
    if (change.change === 'added') continue;
    const [name, member] = change.name.split('.', 2);
    const key = `${change.module}\u0000${name}\u0000${member?.replace(/^static /, '') ?? ''}`;
    byExport.set(key, [...(byExport.get(key) ?? []), change]);
  }
  const found: Use[] = [];
  for (const use of uses) {
    const own = byExport.get(`${use.module}\u0000${use.name}\u0000${use.member ?? ''}`) ?? [];
    // Naming a class or interface is not touched by a change to its members alone.
    for (const change of own.filter((c) => c.change !== 'changed' || use.member !== null || c.before !== c.after)) {
      found.push({
        ...use,
        kind: kindOf(use.file),
        change: change.change as Use['change'],
        detail:
          change.change === 'deprecated'
            ? change.after || '(no reason given)'
            : change.change === 'removed'
              ? 'removed'
              : 'its type changed',
      });
    }
    if (use.member) {
      // A member removed or changed inside a changed class or interface.
      for (const change of byExport.get(`${use.module}\u0000${use.name}\u0000`) ?? []) {
        const member = change.members.find((m) => m.name === use.member || m.name === `static ${use.member}`);
        if (change.change === 'changed' && member && (member.change === 'removed' || member.change === 'changed')) {
          found.push({
            ...use,
            kind: kindOf(use.file),
            change: member.change === 'removed' ? 'removed' : 'changed',
            detail: `member ${member.change}`,
          });
        }
      }
    }
  }
  return found;
}

function failuresOf(diagnostics: readonly SampleDiagnostic[]): Failure[] {
  return diagnostics.map((d) => ({
    file: d.file ?? 'TypeScript',
    line: d.line,
    code: d.code,
    message: d.message,
    kind: d.file ? kindOf(d.file) : 'site',
  }));
}

/** A resolved file as the report shows it: under its node_modules as linked from the root (TypeScript gives the real path). */
function shown(root: string, nodeModules: string, file: string | null): string | null {
  if (!file) return null;
  const real = fs.realpathSync(nodeModules);
  return file.startsWith(`${real}${path.sep}`)
    ? path.relative(root, path.join(nodeModules, path.relative(real, file)))
    : path.relative(root, file);
}

export function runCheck(input: CheckInput): CheckResult {
  const { root, release } = input;
  const pinnedNodeModules = input.pinnedNodeModules ?? path.join(root, 'node_modules');
  const pinnedNames = pinnedLexicalPackages(path.join(root, 'package.json'));
  if (!pinnedNames.includes('lexical'))
    throw new Error(`${path.join(root, 'package.json')}: "lexical" is not among the dependencies; pin it to check a release.`);
  const pinnedManifest = path.join(pinnedNodeModules, 'lexical', 'package.json');
  if (!fs.existsSync(pinnedManifest)) throw new Error(`${pinnedManifest} is missing: install the pinned packages first (npm ci).`);
  const pinnedVersion = (JSON.parse(fs.readFileSync(pinnedManifest, 'utf8')) as { version: string }).version;
  const base = sampleCompilerOptions(root);
  const pinnedSet = packageSet(pinnedNodeModules, pinnedNames);
  const releaseSet = packageSet(release.nodeModules, lexicalPackagesIn(release.nodeModules));
  const problems = [...pinnedSet.problems.map((p) => `pinned ${p}`), ...releaseSet.problems.map((p) => `${release.version}: ${p}`)];

  // The proof that the release is what gets compiled: where `lexical` resolves for a sample.
  const resolvedFile = (set: PackageSet) =>
    ts.resolveModuleName('lexical', path.join(root, CODE_DIRS.docs, 'sample.ts'), optionsFor(set, base), ts.sys).resolvedModule
      ?.resolvedFileName ?? null;
  const resolved = { pinned: resolvedFile(pinnedSet), release: resolvedFile(releaseSet) };
  if (!resolved.release || !path.resolve(resolved.release).startsWith(path.resolve(release.nodeModules))) {
    problems.push(
      `the samples' "lexical" resolves to ${resolved.release ?? 'nothing'}, not into ${release.nodeModules}: the release was not what got compiled.`,
    );
  }

  const code = siteCode(root);
  problems.push(...code.problems);
  const before = compileSite(root, code, pinnedSet, base, true);
  const after = compileSite(root, code, releaseSet, base, false);
  const failures = failuresOf(after.diagnostics);
  const failingSamples = new Set(after.diagnostics.flatMap((d) => (d.sample ? [d.sample.relPath] : [])));
  const failingFiles = new Set(failures.filter((f) => f.kind === 'gallery' || f.kind === 'live example').map((f) => f.file));

  const exportsBefore = exportShapes(pinnedSet, optionsFor(pinnedSet, base));
  const releasePinned = inPackages(releaseSet, pinnedNames);
  const exportsAfter = exportShapes(releasePinned, optionsFor(releaseSet, base));
  const exportChanges = diffExports(exportsBefore, exportsAfter);

  const tableFile = path.join(root, OFFICIAL_TABLE_DIR, `lexical-error-codes-${pinnedVersion}.json`);
  let errorCodes: CodeChange[] = [];
  if (fs.existsSync(tableFile)) {
    const table = parseOfficialTable(JSON.parse(fs.readFileSync(tableFile, 'utf8')), path.relative(root, tableFile));
    errorCodes = diffCodes(
      table,
      releaseCodes(pinnedNodeModules, pinnedNames, table),
      releaseCodes(release.nodeModules, releaseSet.packages, table),
    );
  } else {
    problems.push(`${path.relative(root, tableFile)} is missing: the error codes were not compared.`);
  }

  return {
    pinned: pinnedVersion,
    release: release.version,
    registry: release.registry,
    packages: release.packages,
    resolved: { pinned: shown(root, pinnedNodeModules, resolved.pinned), release: shown(root, release.nodeModules, resolved.release) },
    samples: {
      total: code.samples.length,
      compiling: code.samples.length - failingSamples.size,
      skipped: code.skipped,
      files: code.files.length,
      failingFiles: failingFiles.size,
      pinnedErrors: before.diagnostics.length,
    },
    failures,
    uses: usesOfChanges(before.uses, exportChanges),
    exports: exportChanges,
    packageChanges: packageChanges(root, pinnedNames, release.packages, release, { pinned: pinnedSet, release: releaseSet }),
    errorCodes,
    problems,
  };
}
