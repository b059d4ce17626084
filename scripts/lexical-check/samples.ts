/**
 * The site's code, compiled against one set of Lexical packages: every guide sample (by the
 * sample checker's rule, tests/samples.mjs), the gallery's examples and the live editor behind
 * the docs' live examples, in one program. Gives the compiler's errors, each with the MDX file
 * and line (or the site file and line), and every place the code uses a Lexical export or a
 * member of one (by the build's own resolution, src/node/code-types/analyse.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { resolveApiTarget } from '../../src/node/code-types/analyse';
import { buildExportsIndex } from '../../src/node/code-types/exports-index';
import {
  collectSamples,
  compileSamples,
  listCodeFiles,
  sampleDiagnostics,
  type CollectedSample,
  type SampleDiagnostic,
} from '../../tests/samples.mjs';
import { optionsFor, type PackageSet } from './program';

export interface SiteCode {
  samples: CollectedSample[];
  /** Samples marked nocheck="...": not compiled. */
  skipped: number;
  /** Fences the sample checker refuses (a bad `file=`, a nocheck without reason). */
  problems: string[];
  /** The gallery's examples and the live editor's files, absolute. */
  files: string[];
}

/** Where the site keeps code readers see, relative to its root. */
export const CODE_DIRS = { docs: 'content/docs', gallery: 'src/gallery', live: 'src/components/LiveEditor' } as const;

export function siteCode(root: string): SiteCode {
  const { samples, skipped, problems } = collectSamples(path.join(root, CODE_DIRS.docs));
  const files = [...listCodeFiles(path.join(root, CODE_DIRS.gallery)), ...listCodeFiles(path.join(root, CODE_DIRS.live))];
  return { samples, skipped: skipped.length, problems, files };
}

export interface ExportUse {
  /** The MDX file or site file, relative to the root, and the 1-based line. */
  file: string;
  line: number;
  module: string;
  name: string;
  member: string | null;
}

export interface CompiledSite {
  diagnostics: SampleDiagnostic[];
  /** Set when asked for: every use of a Lexical export in the site's code. */
  uses: ExportUse[];
}

/**
 * The entry module a name was imported from, when the code imports it by name from one: the
 * exports index names the module that declares an export, and a removed re-export must be told
 * from the declaration another module still exports.
 */
function importedFrom(checker: ts.TypeChecker, node: ts.Identifier, modules: ReadonlySet<string>): string | null {
  const local = checker.getSymbolAtLocation(node);
  const specifier = local && local.flags & ts.SymbolFlags.Alias ? local.declarations?.find(ts.isImportSpecifier) : undefined;
  const from = specifier?.parent.parent.parent.moduleSpecifier;
  return from && ts.isStringLiteral(from) && modules.has(from.text) ? from.text : null;
}

function usesIn(
  program: ts.Program,
  set: PackageSet,
  byFile: ReadonlyMap<string, CollectedSample>,
  files: readonly string[],
  root: string,
): ExportUse[] {
  const checker = program.getTypeChecker();
  const index = buildExportsIndex(program, set.entries);
  const modules = new Set(set.entries.map((e) => e.module));
  const uses: ExportUse[] = [];
  const seen = new Set<string>();
  for (const fileName of [...byFile.keys(), ...files]) {
    const source = program.getSourceFile(fileName);
    if (!source) continue;
    const sample = byFile.get(fileName);
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const resolved = resolveApiTarget(checker, node, index);
        if (resolved) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          const use = {
            file: path.relative(root, sample ? sample.mdx : fileName),
            line: sample ? sample.line + 1 + line : line + 1,
            ...resolved.target,
            module: (resolved.target.member === null && importedFrom(checker, node, modules)) || resolved.target.module,
          };
          const key = `${use.file}:${use.line}:${use.module}:${use.name}:${use.member}`;
          if (!seen.has(key)) uses.push(use);
          seen.add(key);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

/** Compiles the site's code against `set`; with `withUses`, also lists where it uses each export. */
export function compileSite(root: string, code: SiteCode, set: PackageSet, base: ts.CompilerOptions, withUses: boolean): CompiledSite {
  const scratchDir = path.join(root, `.scratch-lexical-check-${process.pid}`);
  try {
    const options = optionsFor(set, base);
    const { program, byFile } = compileSamples({
      root,
      samples: code.samples,
      scratchDir,
      files: [...code.files, ...set.entries.map((e) => e.file)],
      options,
    });
    return {
      diagnostics: sampleDiagnostics(program, byFile, root),
      uses: withUses ? usesIn(program, set, byFile, code.files, root) : [],
    };
  } finally {
    fs.rmSync(scratchDir, { recursive: true, force: true });
  }
}
