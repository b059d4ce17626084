/**
 * The packages the reference documents: every `lexical` and `@lexical/*` dependency of the
 * site, as pinned in package.json. Adding or bumping one there is all it takes for the API
 * reference, package pages and error codes to follow. The core package comes first.
 */
import fs from 'node:fs';
import path from 'node:path';

export function pinnedLexicalPackages(packageJsonPath = path.resolve('package.json')): string[] {
  const json = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8')) as { dependencies?: Record<string, string> };
  const names = Object.keys(json.dependencies ?? {}).filter((name) => /^(lexical|@lexical\/.+)$/.test(name));
  return names.sort(coreFirst);
}

/** Sorts package or module names by name, `lexical` first. */
export function coreFirst(a: string, b: string): number {
  return a === 'lexical' ? -1 : b === 'lexical' ? 1 : a.localeCompare(b);
}
