/**
 * The records the plugin makes: what an entry point is (ModuleSource, read from the packages)
 * and what becomes the fields of ApiModule, ApiDeclaration and PackageDoc nodes. Types only,
 * so the reader of the schema, the transform and the tests share one description of each field.
 */
import type { DeclarationKind, MemberKind } from '../routes';

/** A fenced (or indented) code block of some doc text. */
export interface CodeBlock {
  /** The fence's language, lower case; `text` when it names none. */
  language: string;
  /** The code as written, without the block's last line break. */
  code: string;
}

/**
 * One part of some doc text, in order: a piece of prose or one code block. Joined, the parts'
 * `html` is the whole text as HTML; a piece of prose may open an element (a list, say) that a
 * later piece closes, so a code block can be rendered in place of its `html` without parsing it.
 */
export interface TextPart {
  /** The part as HTML; a code block as a plain `<pre tabindex="0"><code class="language-x">`. */
  html: string;
  /** The code block this part is; null for prose. */
  code: CodeBlock | null;
}

/** Doc text (a doc comment, a part of one, a README) as data: its Markdown and its rendered parts. */
export interface DocText {
  /** A README as written; a doc comment with each `{@link}` written as a link to its entry's route. */
  markdown: string;
  parts: TextPart[];
}

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
  /** The @param (or @typeParam) text. */
  comment: DocText;
}

export interface SignatureRecord {
  /** The whole signature as one line of HTML: name, type parameters, parameters and return type. */
  html: string;
  comment: DocText;
  /** The @deprecated text (empty without a reason); null when not deprecated. */
  deprecated: DocText | null;
  typeParameters: ParameterRecord[];
  parameters: ParameterRecord[];
  returnsHtml: string | null;
  /** The @returns text. */
  returnsComment: DocText;
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
  comment: DocText;
  deprecated: DocText | null;
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
  comment: DocText;
  deprecated: DocText | null;
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
  comment: DocText;
  groups: ApiGroupRecord[];
  headings: HeadingRecord[];
  /** Keys of the module's exports, in page order. */
  declarationKeys: string[];
}

/** What a TypeDoc project becomes, and what the plugin keeps between builds. */
export interface ApiRecords {
  modules: ApiModuleRecord[];
  declarations: ApiDeclarationRecord[];
}
