/**
 * Type information for the docs' code samples, from the TypeScript language service.
 *
 * Why the language service and not `twoslash`: twoslash compiles one code string at a time
 * (several files only through `// @filename:` sections inside that string) and hides setup
 * only before a `// ---cut---` line. Our samples hide setup anywhere (`// @hide` lines) and a
 * later block imports an earlier one (`file="..."`), so each sample would be recompiled with
 * every block before it, and the hidden-line mapping written a second time. Driving the
 * language service directly, the samples of all pages are one program (each page's files in a
 * folder of their own), compiled exactly as the sample checker compiles them (same options,
 * hidden lines kept in place so line N is the fence's line N), and one pass gives both the
 * compiler's errors and the quick info of each identifier. A later edit compiles one page
 * again, reusing the parsed `.d.ts` files of Lexical, the DOM and Node (one document registry).
 *
 * Measured on the docs' 143 samples (2 busy cores): twoslash 0.3 took a median 1.1 s per
 * sample (90 s for the first 60) and reported 72 errors on those 60 samples, which the checker
 * passes (an import of a sibling block among them); this pass compiles all 143, with their
 * errors and quick info, in about 20 to 40 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { buildExportsIndex, declarationKey, lexicalPackageOf, type EntryPoint, type ExportRef } from './exports-index';

export interface SampleSource {
  /** The sample's file name within its page, e.g. `sample-3.tsx` or its `file="..."`. */
  name: string;
  /** The code as compiled: hidden setup lines kept (without their marker), in place. */
  code: string;
}

/** What an identifier in a sample refers to: a Lexical export, or a member of one. */
export interface ApiTarget {
  module: string;
  name: string;
  member: string | null;
}

export interface TypedIdentifier {
  /** 0-based line and column in the compiled code, and the identifier's length. */
  line: number;
  column: number;
  length: number;
  target: ApiTarget;
  /** The quick info as the language service prints it, e.g. `function $getRoot(): RootNode`. */
  signature: string;
  /** The first sentence of the doc comment, or ''. */
  summary: string;
}

export interface SampleDiagnostic {
  /** Index of the sample in the page's list. */
  sample: number;
  /** 0-based line in the compiled code. */
  line: number;
  code: number;
  message: string;
}

export interface PageTypes {
  samples: TypedIdentifier[][];
  diagnostics: SampleDiagnostic[];
}

/**
 * The options tests/check-samples.mjs checks the samples with (tests/sample-compiler-options.json),
 * so a sample that checks there analyses here.
 */
export const COMPILER_OPTIONS: ts.CompilerOptions = (() => {
  const file = path.resolve('tests/sample-compiler-options.json');
  const { $comment: _why, ...json } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const { options, errors } = ts.convertCompilerOptionsFromJson(json, path.dirname(file));
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, ' ')).join('; ')}`);
  return options;
})();

/** The first sentence of a doc comment, with `{@link X}` tags as plain names. */
export function firstSentence(text: string): string {
  const plain = text
    .replace(
      /\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*([^}]*[^}\s])|\s+([^}]*[^}\s]))?\s*\}/g,
      (_, name, label, rest) => label ?? rest ?? name,
    )
    .replace(/\s+/g, ' ')
    .trim();
  // A full stop after "e.g" or "i.e" does not end the sentence.
  const end = /(?<!\b(?:e\.g|i\.e))[.!?](?=\s|$)/.exec(plain);
  return end ? plain.slice(0, end.index + 1) : plain;
}

/**
 * Quick info on an imported name reads `(alias) $getRoot(): RootNode` then `import $getRoot`:
 * the reader wants the declaration, not how the sample imported it.
 */
export function cleanSignature(text: string): string {
  return text
    .replace(/^\(alias\) /, '')
    .replace(/\nimport [^\n]*$/, '')
    .trim();
}

const MEMBER_CONTAINERS = new Set([ts.SyntaxKind.ClassDeclaration, ts.SyntaxKind.InterfaceDeclaration]);

/**
 * The Lexical export (or member of one) an identifier refers to, through any import, by the
 * exports index of the program's entry points (./exports-index.ts); null for anything else.
 * The release check (scripts/lexical-check/) finds the guides' uses of an export by it.
 */
export function resolveApiTarget(
  checker: ts.TypeChecker,
  node: ts.Identifier,
  exportsIndex: ReadonlyMap<string, ExportRef>,
): { target: ApiTarget; symbol: ts.Symbol } | null {
  let symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return null;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const declaration of symbol.declarations ?? []) {
    if (!lexicalPackageOf(declaration.getSourceFile().fileName)) continue;
    const exported = exportsIndex.get(declarationKey(declaration));
    if (exported) return { target: { ...exported, member: null }, symbol };
    const container = declaration.parent;
    if (container && MEMBER_CONTAINERS.has(container.kind)) {
      const owner = exportsIndex.get(declarationKey(container));
      if (owner) return { target: { ...owner, member: symbol.name }, symbol };
    }
  }
  return null;
}

export class SampleAnalyser {
  private readonly files = new Map<string, { text: string; version: number }>();
  private roots: string[] = [];
  /** Bumped whenever a file or the roots change: the service checks its program only then. */
  private projectVersion = 0;
  private readonly service: ts.LanguageService;
  private exportsIndex: Map<string, ExportRef> | null = null;

  constructor(
    private readonly root: string,
    private readonly entries: readonly EntryPoint[],
  ) {
    const host: ts.LanguageServiceHost = {
      // Without a project version the service compares every file's version with its program's
      // on each call, quick info included: about a tenth of a cold pass over the docs.
      getProjectVersion: () => String(this.projectVersion),
      getScriptFileNames: () => this.roots,
      getScriptVersion: (file) => String(this.files.get(file)?.version ?? 0),
      getScriptSnapshot: (file) => {
        const text = this.files.get(file)?.text ?? ts.sys.readFile(file);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => root,
      getCompilationSettings: () => COMPILER_OPTIONS,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (file) => this.files.has(file) || ts.sys.fileExists(file),
      readFile: (file) => this.files.get(file)?.text ?? ts.sys.readFile(file),
      directoryExists: (dir) => [...this.files.keys()].some((file) => file.startsWith(`${dir}/`)) || ts.sys.directoryExists(dir),
      getDirectories: ts.sys.getDirectories,
      readDirectory: ts.sys.readDirectory,
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  private fileOf(pageKey: string, sample: SampleSource): string {
    return path.join(this.root, '.cache', 'code-types', 'pages', pageKey.replace(/[^\w/-]/g, '_'), sample.name);
  }

  /**
   * Compiles the samples of the given pages in one program and returns, per page, the compiler's
   * errors and each identifier that refers to a Lexical export; `onPage` hears of each page as
   * soon as it is worked out.
   */
  analyse(
    pages: ReadonlyMap<string, readonly SampleSource[]>,
    onPage?: (pageKey: string, types: PageTypes) => void,
  ): Map<string, PageTypes> {
    const names = new Map<string, string[]>();
    for (const [pageKey, samples] of pages) {
      names.set(
        pageKey,
        samples.map((sample) => {
          const file = this.fileOf(pageKey, sample);
          const known = this.files.get(file);
          const text = `${sample.code}\nexport {};\n`;
          if (known?.text !== text) this.files.set(file, { text, version: (known?.version ?? 0) + 1 });
          return file;
        }),
      );
    }
    // The entry points are roots too, so the same program tells which declaration is which export.
    this.roots = [...this.entries.map((entry) => entry.file), ...[...names.values()].flat()];
    this.projectVersion += 1;
    const program = this.service.getProgram()!;
    const exportsIndex = (this.exportsIndex ??= buildExportsIndex(program, this.entries));
    const result = new Map<string, PageTypes>();
    for (const [pageKey, files] of names) {
      const types = this.analysePage(program, files, exportsIndex);
      result.set(pageKey, types);
      onPage?.(pageKey, types);
    }
    return result;
  }

  /** Every name the entry points export, with the modules the exports index files it under; known after the first analyse(). */
  exportedNames(): Map<string, string[]> {
    const names = new Map<string, string[]>();
    for (const { module, name } of this.exportsIndex?.values() ?? []) {
      const modules = names.get(name) ?? [];
      if (!modules.includes(module)) modules.push(module);
      names.set(name, modules);
    }
    return names;
  }

  private analysePage(program: ts.Program, files: string[], exportsIndex: ReadonlyMap<string, ExportRef>): PageTypes {
    const checker = program.getTypeChecker();
    const diagnostics: SampleDiagnostic[] = [];
    const samples = files.map((name, index) => {
      const source = program.getSourceFile(name)!;
      for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
        const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        diagnostics.push({
          sample: index,
          line,
          code: diagnostic.code,
          message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
        });
      }
      const found: TypedIdentifier[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isIdentifier(node)) {
          const resolved = resolveApiTarget(checker, node, exportsIndex);
          if (resolved) found.push(this.describe(checker, name, source, node, resolved));
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    });
    return { samples, diagnostics };
  }

  private describe(
    checker: ts.TypeChecker,
    file: string,
    source: ts.SourceFile,
    node: ts.Identifier,
    { target, symbol }: { target: ApiTarget; symbol: ts.Symbol },
  ): TypedIdentifier {
    const start = node.getStart(source);
    const { line, character } = source.getLineAndCharacterOfPosition(start);
    const info = this.service.getQuickInfoAtPosition(file, start);
    return {
      line,
      column: character,
      length: node.getWidth(source),
      target,
      signature: info ? cleanSignature(ts.displayPartsToString(info.displayParts)) : node.text,
      // The declaration's comment: quick info on an imported name leaves it out.
      summary: firstSentence(ts.displayPartsToString(symbol.getDocumentationComment(checker))),
    };
  }
}
