/**
 * The content model of the docs, declared rather than inferred (`@dontInfer`) so the schema
 * does not change with the content, and described field by field so GraphiQL documents it.
 */
export const DOC_TYPE = 'Doc';
export const DOCS_VERSION_TYPE = 'DocsVersion';

export const typeDefs = /* GraphQL */ `
  """
  The front matter of an MDX file, otherwise inferred. Docs are read through Doc; only the
  fields whose inferred type would follow the content are declared here.
  """
  type MdxFrontmatter {
    "A doc's old lexical.dev anchors mapped to its heading ids: one map, not one field per anchor."
    old_anchors: JSON
  }

  """A heading of a doc, with the anchor id the page gives it (GitHub's slug rules)."""
  type DocHeading {
    "Heading level, 1 to 6."
    depth: Int!
    "The heading's text."
    value: String!
    "The anchor id, e.g. reading-the-state for '## Reading the state'."
    id: String!
  }

  """A link written in a doc's source."""
  type DocLink {
    "The URL as written."
    url: String!
    "The site route (with #hash) it points to; null for external links."
    resolved: String
    "Set when a relative Markdown link names a file that does not exist."
    missingFile: String
    "Line in the source file."
    line: Int
  }

  """What a Lexical identifier in a typed code sample (of a guide or of the API reference) shows on hover, focus or tap, and where it links."""
  type CodeTip {
    "What the page's linked identifiers name it by: a hash of the other fields."
    key: String!
    "The module that exports it, e.g. lexical or @lexical/react/LexicalComposer."
    module: String!
    "The export's name."
    name: String!
    "The member of the export (a method or property), or null for the export itself."
    member: String
    "The quick info as the TypeScript language service prints it."
    signature: String!
    "The first sentence of its doc comment, or an empty string."
    summary: String!
    "Its entry in the API reference (page or page#anchor); null when the reference has none."
    href: String
  }

  """The typed samples of the API reference (doc comment examples, README code), counted."""
  type ApiSampleCoverage {
    "Code blocks in TypeScript or JavaScript."
    samples: Int!
    "Identifiers in them that refer to a Lexical export or a member of one."
    total: Int!
    "How many of those link to their API entry."
    linked: Int!
  }

  """A link to a page: a breadcrumb, or the previous or next page of a sidebar."""
  type NavLink {
    label: String!
    href: String!
  }

  """What a doc derives from its place in its sidebar."""
  type DocNavigation {
    "The categories above the doc, outermost first."
    breadcrumbs: [NavLink!]!
    "The page before this one in sidebar order."
    previous: NavLink
    "The page after this one in sidebar order."
    next: NavLink
  }

  """A page of the guide documentation, from content/docs/**/*.mdx."""
  type Doc implements Node @dontInfer {
    "The doc id: its path under content/docs without the extension, e.g. concepts/editor-state."
    docId: String!
    "The route of the page, e.g. /docs/concepts/editor-state."
    path: String!
    "Front matter title: the page's h1 and <title>."
    title: String!
    "Front matter description, for search results and link previews."
    description: String!
    "Front matter keywords, for search."
    keywords: [String!]!
    "Front matter sidebar_label: a shorter label for the sidebar."
    sidebarLabel: String
    "Front matter sidebar_position."
    sidebarPosition: Int
    "Built, but left out of sidebars, search and the sitemap, and marked noindex."
    unlisted: Boolean!
    "Only built by gatsby develop."
    draft: Boolean!
    "Front matter hide_table_of_contents."
    hideTableOfContents: Boolean!
    "Mistakes found in this doc's source while gatsby develop runs (a production build fails on them instead); the page shows them until the file is fixed."
    contentErrors: [String!]!
    "In gatsby develop only, the problems of content/sidebars.ts, shown on every docs page until fixed (a production build fails on them); empty otherwise."
    sidebarErrors: [String!]!
    "The name of the docs version the doc belongs to, e.g. current."
    version: String!
    "The source file, relative to the project root."
    sourcePath: String!
    "Absolute path of the source file, used to render its MDX body."
    contentFilePath: String!
    "Where an editor changes this page."
    editUrl: String!
    "Every heading of the page, in order."
    headings: [DocHeading!]!
    "The table of contents: h2 and h3 headings, empty when hidden by front matter."
    toc: [DocHeading!]!
    "Every link of the page's source."
    links: [DocLink!]!
    "The quick-info entries of the page's typed code samples: each Lexical export or member a sample uses, with its printed signature (the samples' links name them by index)."
    codeTips: [CodeTip!]!
    "How many identifiers of the samples show each entry of codeTips."
    codeTipUses: [Int!]!
    "The sidebar (docs or api) that lists this doc, or null."
    sidebarName: String
    "Breadcrumbs and previous/next links."
    navigation: DocNavigation!
  }

  """A sidebar after validation and normalisation, as the browser renders it."""
  type Sidebar {
    "The sidebar id: docs or api."
    name: String!
    "The item tree (see src/shared/sidebar.ts for its shape)."
    items: JSON!
    "The first page of the sidebar: where a navbar item naming the sidebar leads."
    firstHref: String
  }

  """content/sidebars.ts as the build read it; the site's sidebars are resolved from it (see Sidebar)."""
  type SidebarsSource implements Node @dontInfer {
    "What the file exports: sidebar ids mapped to their items, as written."
    sidebars: JSON!
    "Why the file could not be read (gatsby develop keeps the last sidebars that could); null when it was."
    error: String
  }

  """A version of the docs. The site has one today: current, labelled Next."""
  type DocsVersion implements Node @dontInfer {
    "Stable version id, e.g. current."
    name: String!
    "What the version dropdown shows, e.g. Next."
    label: String!
    "Whether this is the latest released version."
    isLast: Boolean!
    "The route the version is served under, e.g. /docs."
    path: String!
    "The doc id the version opens on."
    mainDocId: String!
    "The docs of this version, drafts included only in gatsby develop."
    docs: [Doc!]!
    "The sidebars of this version."
    sidebars: [Sidebar!]!
    "Ids of the draft docs, which production builds leave out."
    draftIds: [String!]!
  }
`;
