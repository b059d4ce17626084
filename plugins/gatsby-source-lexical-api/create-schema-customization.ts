/**
 * The types this plugin's nodes have, declared (`@dontInfer`) and described field by field
 * so GraphiQL documents the API reference's content model. HTML fields were rendered at
 * build time from TypeDoc's model, with every name escaped; doc comments and READMEs are
 * ApiText: their Markdown, and their HTML in parts, each code block a part with its code.
 */
import type { GatsbyNode } from 'gatsby';
import { API_DECLARATION_TYPE, API_MODULE_TYPE, API_TEXT_TYPE, PACKAGE_DOC_TYPE } from './constants';

export const typeDefs = /* GraphQL */ `
  """A code block of a doc comment or README."""
  type ApiCodeBlock {
    "The fence's language, lower case; text when it names none."
    language: String!
    "The code as written."
    code: String!
  }

  """One part of an ApiText, in order: a piece of prose or one code block."""
  type ApiTextPart {
    "The part as HTML: prose (which may open an element a later part closes) or a code block as a plain <pre><code>. Joined, the parts' html is the whole text as HTML."
    html: String!
    "The code block this part is; null for prose."
    code: ApiCodeBlock
  }

  """Doc text: a doc comment (or its @deprecated, @returns or @param text) or a package's README, as Markdown and as HTML rendered at build time."""
  type ${API_TEXT_TYPE} {
    "A README as written; a doc comment with each {@link} written as a link to its entry's route. Empty when there is no text."
    markdown: String!
    "The text as HTML, in parts, so a code block can be rendered another way in its place. Raw HTML of the source is shown as text (doc comments) or dropped (READMEs); the headings of doc comments are bold lines."
    parts: [ApiTextPart!]!
  }

  """A heading of an API or package page, with its anchor id (GitHub's slug rules)."""
  type ApiHeading {
    "Heading level: 2 for groups, 3 for entries."
    depth: Int!
    value: String!
    id: String!
  }

  """A parameter or type parameter of a signature."""
  type ApiParameter {
    name: String!
    "The parameter's type (or a type parameter's constraint) as HTML with links."
    typeHtml: String!
    optional: Boolean!
    rest: Boolean!
    "The default value as HTML: a parameter's as written in the declarations, a type parameter's with links."
    defaultValue: String
    "The @param (or @typeParam) text."
    comment: ${API_TEXT_TYPE}!
  }

  """One call signature of a function, method or constructor."""
  type ApiSignature {
    "The signature on one line, as HTML: name, type parameters, parameters, return type."
    html: String!
    "The signature's doc comment (summary, @example, ...)."
    comment: ${API_TEXT_TYPE}!
    "The @deprecated text (empty without a reason); null when not deprecated."
    deprecated: ${API_TEXT_TYPE}
    typeParameters: [ApiParameter!]!
    parameters: [ApiParameter!]!
    "The return type as HTML."
    returnsHtml: String
    "The @returns text."
    returnsComment: ${API_TEXT_TYPE}!
  }

  """A constructor, property, accessor or method of a class or interface."""
  type ApiMember {
    name: String!
    "constructor, property, accessor or method."
    kind: String!
    "The anchor id of the member on its class or interface page."
    anchor: String!
    isStatic: Boolean!
    isOptional: Boolean!
    isReadonly: Boolean!
    isProtected: Boolean!
    isAbstract: Boolean!
    "The member it inherits, as HTML with a link; null when declared here."
    inheritedFromHtml: String
    "The member it overrides, as HTML with a link."
    overridesHtml: String
    "A property's or accessor's declaration, as HTML."
    typeHtml: String
    signatures: [ApiSignature!]!
    "The member's doc comment (summary, @example, @remarks, ...)."
    comment: ${API_TEXT_TYPE}!
    "The @deprecated text (empty without a reason); null when not deprecated."
    deprecated: ${API_TEXT_TYPE}
    "The source file in the repository at the release tag."
    sourceUrl: String
  }

  """A type named in a hierarchy, with the page that documents it."""
  type ApiTypeLink {
    name: String!
    href: String
  }

  """The exports of one kind on a module page."""
  type ApiGroup {
    "class, interface, typeAlias, variable, function, enum, namespace or reference."
    kind: String!
    "The group's heading, e.g. Type Aliases."
    title: String!
    anchor: String!
    declarations: [${API_DECLARATION_TYPE}!]! @link(by: "key", from: "keys")
  }

  """An entry point of a pinned package, e.g. lexical or @lexical/react/LexicalComposer, as TypeDoc reads its .d.ts."""
  type ${API_MODULE_TYPE} implements Node @dontInfer {
    "The import specifier, e.g. @lexical/react/LexicalComposer."
    name: String!
    "The page slug, e.g. lexical_react_LexicalComposer."
    slug: String!
    "The module page's route, e.g. /docs/api/modules/lexical_react_LexicalComposer."
    path: String!
    "The npm package the entry point belongs to."
    packageName: String!
    "The package's version, e.g. 0.35.0."
    version: String!
    "The declaration file documented, relative to node_modules."
    entryFile: String!
    "One line about the module: its doc comment, the package description, or its main exports."
    summary: String!
    "The module's own doc comment (empty when it has none)."
    comment: ${API_TEXT_TYPE}!
    "The exports grouped by kind, in page order."
    groups: [ApiGroup!]!
    "Group headings (h2) and entry headings (h3) of the module page."
    headings: [ApiHeading!]!
    declarations: [${API_DECLARATION_TYPE}!]! @link(by: "key", from: "declarationKeys")
  }

  """One export of an API module: a class, interface, type alias, variable, function, enum, namespace or re-export."""
  type ${API_DECLARATION_TYPE} implements Node @dontInfer {
    "Unique key: module name, a dot, export name."
    key: String!
    moduleName: String!
    module: ${API_MODULE_TYPE}! @link(by: "name", from: "moduleName")
    name: String!
    "class, interface, typeAlias, variable, function, enum, namespace or reference."
    kind: String!
    "The entry's anchor id on its module page."
    anchor: String!
    "Where it is documented: its own page (classes, interfaces) or the module page with #anchor."
    path: String!
    "Whether it has a page of its own (classes and interfaces)."
    hasPage: Boolean!
    "First sentence of its doc comment, as plain text."
    summary: String!
    "The declaration line as HTML (class X extends Y, type X = ..., const X: T); null for functions."
    declarationHtml: String
    typeParameters: [ApiParameter!]!
    "Call signatures of a function."
    signatures: [ApiSignature!]!
    "The doc comment (summary, @example, @remarks, ...)."
    comment: ${API_TEXT_TYPE}!
    "The @deprecated text (empty without a reason); null when not deprecated."
    deprecated: ${API_TEXT_TYPE}
    "The source file in the repository at the release tag."
    sourceUrl: String
    "Types it extends, as HTML with links."
    extendsHtml: [String!]!
    "Interfaces it implements, as HTML with links."
    implementsHtml: [String!]!
    extendedBy: [ApiTypeLink!]!
    implementedBy: [ApiTypeLink!]!
    "Constructors, properties, accessors and methods, inherited ones included (marked)."
    members: [ApiMember!]!
    "Headings of its own page (classes and interfaces)."
    headings: [ApiHeading!]!
  }

  """The page of one pinned npm package, from its README.md in node_modules."""
  type ${PACKAGE_DOC_TYPE} implements Node @dontInfer {
    "The npm package name, e.g. @lexical/rich-text."
    packageName: String!
    "The page slug, e.g. lexical-rich-text."
    slug: String!
    "The page's route, e.g. /docs/packages/lexical-rich-text."
    path: String!
    version: String!
    "The package.json description."
    description: String!
    "The README: its Markdown as written, and its HTML (rendered at build time: no raw HTML, no remote images, no title, site links made local)."
    readme: ${API_TEXT_TYPE}!
    headings: [ApiHeading!]!
    "Names of the package's entry points, e.g. lexical or @lexical/react/LexicalComposer."
    apiModuleNames: [String!]!
    "The API module pages of the package's entry points."
    apiModules: [${API_MODULE_TYPE}!]! @link(by: "name", from: "apiModuleNames")
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
