/**
 * Routes and shapes of the API reference and package pages. The plugin owns them because it
 * writes every node's `path`; the site re-exports them (src/shared/api.ts) for page creation
 * and the templates, so a link written by the build and a link rendered in the browser can
 * never disagree. Pure: no Node or browser API, safe on both sides.
 */

export const API_ROOT = '/docs/api';
export const API_MODULES_PATH = `${API_ROOT}/modules`;
export const PACKAGES_ROOT = '/docs/packages';

/** `@lexical/react/LexicalComposer` -> `lexical_react_LexicalComposer`; `lexical` stays. */
export function moduleSlug(moduleName: string): string {
  return moduleName.replace(/^@/, '').replace(/[/-]/g, '_');
}

export function modulePath(moduleName: string): string {
  return `${API_MODULES_PATH}/${moduleSlug(moduleName)}`;
}

/** `/docs/api/classes/lexical.ElementNode`, `/docs/api/interfaces/lexical.BaseSelection`. */
export function declarationPagePath(kind: 'class' | 'interface', moduleName: string, name: string): string {
  return `${API_ROOT}/${kind === 'class' ? 'classes' : 'interfaces'}/${moduleSlug(moduleName)}.${name}`;
}

/** `@lexical/rich-text` -> `lexical-rich-text`; `lexical` stays. */
export function packageSlug(packageName: string): string {
  return packageName.replace(/^@/, '').replace(/\//g, '-');
}

export function packagePath(packageName: string): string {
  return `${PACKAGES_ROOT}/${packageSlug(packageName)}`;
}

/** The kinds of export a module page groups, in page order, with their heading. */
export const DECLARATION_GROUPS = [
  { kind: 'class', title: 'Classes' },
  { kind: 'interface', title: 'Interfaces' },
  { kind: 'typeAlias', title: 'Type Aliases' },
  { kind: 'variable', title: 'Variables' },
  { kind: 'function', title: 'Functions' },
  { kind: 'enum', title: 'Enumerations' },
  { kind: 'namespace', title: 'Namespaces' },
] as const;

export type DeclarationKind = (typeof DECLARATION_GROUPS)[number]['kind'];

/** The member groups of a class or interface page, in page order. */
export const MEMBER_GROUPS = [
  { kind: 'constructor', title: 'Constructors' },
  { kind: 'property', title: 'Properties' },
  { kind: 'accessor', title: 'Accessors' },
  { kind: 'method', title: 'Methods' },
] as const;

export type MemberKind = (typeof MEMBER_GROUPS)[number]['kind'];
