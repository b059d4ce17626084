/**
 * Which Lexical export a declaration is: every entry point of the pinned packages, with the
 * declarations it exports, keyed by the declaration's file and position: type declaration files
 * never change within a version, so the key is the same in every program the analyser builds.
 */
import path from 'node:path';
import ts from 'typescript';

export interface EntryPoint {
  /** The module name readers import, e.g. `lexical` or `@lexical/react/LexicalComposer`. */
  module: string;
  /** Absolute path of the entry point's `.d.ts`. */
  file: string;
}

export interface ExportRef {
  module: string;
  name: string;
}

/** `node_modules/@lexical/react/X.d.ts` -> `@lexical/react`; null outside the Lexical packages. */
export function lexicalPackageOf(fileName: string): string | null {
  const match = /[\\/]node_modules[\\/](lexical|@lexical[\\/][^\\/]+)[\\/]/.exec(fileName);
  return match ? match[1].replace(/\\/g, '/') : null;
}

export function declarationKey(declaration: ts.Node): string {
  return `${path.resolve(declaration.getSourceFile().fileName)}:${declaration.pos}`;
}

/**
 * Declaration key -> the export readers know it by. A declaration several modules export is
 * attributed to the module declaring it (its own entry file, else its own package), which is
 * where the API reference documents it.
 */
export function buildExportsIndex(program: ts.Program, entries: readonly EntryPoint[]): Map<string, ExportRef> {
  const checker = program.getTypeChecker();
  const index = new Map<string, ExportRef & { rank: number }>();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      for (const declaration of target.declarations ?? []) {
        const file = path.resolve(declaration.getSourceFile().fileName);
        const rank = file === path.resolve(entry.file) ? 0 : lexicalPackageOf(file) === lexicalPackageOf(entry.file) ? 1 : 2;
        const key = declarationKey(declaration);
        const known = index.get(key);
        if (!known || rank < known.rank) index.set(key, { module: entry.module, name: exported.name, rank });
      }
    }
  }
  return new Map([...index].map(([key, { module, name }]) => [key, { module, name }]));
}
