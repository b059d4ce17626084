/**
 * Type information for the code samples of the API reference: the examples in Lexical's doc
 * comments and the packages' READMEs. Unlike the guides' samples these are fragments written
 * by others: they use `editor` and Lexical's exports without importing them, leave out lines
 * (`...`), and many do not compile. They are compiled in two passes of one program:
 *
 * 1. as written, to find the names each fragment uses without defining them;
 * 2. with one hidden line above the code that imports each such name a Lexical module exports
 *    (from the module the comment documents when it exports the name, else from `lexical`,
 *    else from the first module by name) and declares `editor` as a LexicalEditor when the
 *    fragment uses it undeclared, the name Lexical's own examples give the editor.
 *
 * The compiler's errors are expected and ignored; each identifier that resolves to a Lexical
 * export or a member of one is kept, on the fragment's own lines and columns.
 */
import type { SampleAnalyser, TypedIdentifier } from './analyse';

export interface Fragment {
  /** The fence's language: ts and typescript compile as .ts; tsx, js, jsx and javascript as .tsx. */
  language: string;
  code: string;
  /** The module (or package) whose documentation holds the fragment; its exports come first. */
  module: string | null;
}

/** The languages typed as fragments; other code is highlighted only. */
export const FRAGMENT_LANGUAGES = new Set(['ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx']);

/** TS2304 "Cannot find name", TS2552 "... Did you mean", TS18004 (a shorthand property without a value). */
const UNDEFINED_NAME_CODES = new Set([2304, 2552, 18004]);
const UNDEFINED_NAME = /'([$\w]+)'/;

const EDITOR = 'editor';

function fileName(fragment: Fragment): string {
  return /^(ts|typescript)$/.test(fragment.language) ? 'fragment.ts' : 'fragment.tsx';
}

/** Where an undefined name is imported from: the documented module, then its package, then `lexical`, then by name. */
export function moduleFor(modules: readonly string[], preferred: string | null): string {
  const rank = (module: string) => {
    if (preferred && module === preferred) return 0;
    if (preferred && module.startsWith(`${preferred}/`)) return 1;
    return module === 'lexical' ? 2 : 3;
  };
  return [...modules].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))[0];
}

/** The hidden first line of a fragment: its imports and `editor`, or '' when it needs none. */
export function setupLine(undefinedNames: ReadonlySet<string>, exported: ReadonlyMap<string, string[]>, preferred: string | null): string {
  const imports = new Map<string, string[]>();
  for (const name of [...undefinedNames].sort()) {
    const modules = exported.get(name);
    if (!modules) continue;
    const module = moduleFor(modules, preferred);
    imports.set(module, [...(imports.get(module) ?? []), name]);
  }
  const statements = [...imports].map(([module, names]) => `import { ${names.join(', ')} } from '${module}';`);
  if (undefinedNames.has(EDITOR)) statements.push(`declare const ${EDITOR}: import('lexical').LexicalEditor;`);
  return statements.join(' ');
}

/** The Lexical identifiers of each fragment, on its own lines (0-based) and columns. */
export function typeFragments(analyser: SampleAnalyser, fragments: readonly Fragment[]): TypedIdentifier[][] {
  const pageOf = (i: number) => `api-fragments/${i}`;
  const asWritten = analyser.analyse(new Map(fragments.map((f, i) => [pageOf(i), [{ name: fileName(f), code: f.code }]])));
  const exported = analyser.exportedNames();
  const setups = fragments.map((fragment, i) => {
    const undefinedNames = new Set<string>();
    for (const diagnostic of asWritten.get(pageOf(i))!.diagnostics) {
      const name = UNDEFINED_NAME_CODES.has(diagnostic.code) ? UNDEFINED_NAME.exec(diagnostic.message)?.[1] : undefined;
      if (name) undefinedNames.add(name);
    }
    return setupLine(undefinedNames, exported, fragment.module);
  });
  const pages = new Map(
    fragments.map((f, i) => [pageOf(i), [{ name: fileName(f), code: setups[i] ? `${setups[i]}\n${f.code}` : f.code }]]),
  );
  const compiled = setups.some(Boolean) ? analyser.analyse(pages) : asWritten;
  return fragments.map((_, i) => {
    const shift = setups[i] ? 1 : 0;
    return compiled
      .get(pageOf(i))!
      .samples[0].filter((id) => id.line >= shift)
      .map((id) => ({ ...id, line: id.line - shift }));
  });
}
