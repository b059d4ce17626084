/**
 * The records the plugin makes: what an entry point is (ModuleSource, read from the packages)
 * and what becomes the fields of ApiModule and ApiDeclaration nodes. Types only, so the
 * reader of the schema, the transform and the tests share one description of each field.
 */
import type { DeclarationKind, MemberKind } from '../routes';

export interface ModuleSource {
  /** The entry point's module name, e.g. `@lexical/react/LexicalComposer`. */
  name: string;
  packageName: string;
  version: string;
  /** The package's package.json description. */
  description: string;
  /** The entry point's `.d.ts`, relative to node_modules. */
  entryFile: string;
}

export interface HeadingRecord {
  depth: number;
  value: string;
  id: string;
}

export interface ParameterRecord {
  name: string;
  typeHtml: string;
  optional: boolean;
  rest: boolean;
  defaultValue: string | null;
  commentHtml: string;
}

export interface SignatureRecord {
  /** The whole signature as one line of HTML: name, type parameters, parameters and return type. */
  html: string;
  commentHtml: string;
  deprecatedHtml: string | null;
  typeParameters: ParameterRecord[];
  parameters: ParameterRecord[];
  returnsHtml: string | null;
  returnsCommentHtml: string;
}

export interface MemberRecord {
  name: string;
  kind: MemberKind;
  anchor: string;
  isStatic: boolean;
  isOptional: boolean;
  isReadonly: boolean;
  isProtected: boolean;
  isAbstract: boolean;
  /** Where an inherited member comes from, as HTML (a link when documented); null when declared here. */
  inheritedFromHtml: string | null;
  overridesHtml: string | null;
  /** Property type or accessor line, as HTML; null for methods and constructors. */
  typeHtml: string | null;
  signatures: SignatureRecord[];
  commentHtml: string;
  deprecatedHtml: string | null;
  sourceUrl: string | null;
}

export interface TypeLinkRecord {
  name: string;
  href: string | null;
}

export interface ApiDeclarationRecord {
  /** Unique: `<module>.<name>`. */
  key: string;
  moduleName: string;
  name: string;
  kind: DeclarationKind | 'reference';
  anchor: string;
  /** Where the entry is documented: its own page for classes and interfaces, else the module page #anchor. */
  path: string;
  hasPage: boolean;
  summary: string;
  /** The declaration line: `class X extends Y`, `type X = ...`, `const X: T`. Null for functions (see signatures). */
  declarationHtml: string | null;
  typeParameters: ParameterRecord[];
  signatures: SignatureRecord[];
  commentHtml: string;
  deprecatedHtml: string | null;
  sourceUrl: string | null;
  extendsHtml: string[];
  implementsHtml: string[];
  extendedBy: TypeLinkRecord[];
  implementedBy: TypeLinkRecord[];
  members: MemberRecord[];
  /** Headings of the declaration's own page (classes and interfaces), in page order. */
  headings: HeadingRecord[];
}

export interface ApiGroupRecord {
  kind: DeclarationKind | 'reference';
  title: string;
  anchor: string;
  keys: string[];
}

export interface ApiModuleRecord {
  name: string;
  slug: string;
  path: string;
  packageName: string;
  version: string;
  entryFile: string;
  summary: string;
  commentHtml: string;
  groups: ApiGroupRecord[];
  headings: HeadingRecord[];
  /** Keys of the module's exports, in page order. */
  declarationKeys: string[];
}
