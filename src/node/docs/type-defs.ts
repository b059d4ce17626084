/**
 * The content model of the docs: a Doc per MDX file under content/docs (and the Mdx type
 * gatsby-plugin-mdx makes of the same file), declared rather than inferred (`@dontInfer`) so the schema does not change
 * with the content, and described field by field so GraphiQL documents it. A Doc's sidebar fields are resolved by ../sidebars, its
 * typed samples' by ../code-types.
 */
export const DOC_TYPE = 'Doc';

export const docsTypeDefs = /* GraphQL */ `
  """
  An MDX file of the site, as gatsby-plugin-mdx reads it. Declared, not inferred: its front
  matter keys are those the docs and the blog allow (src/node/docs/frontmatter.ts,
  src/node/blog/frontmatter.ts; any other key is a build error), so a saved file never changes
  the schema and develop keeps it instead of building it again. Docs and posts are read through
  Doc and BlogPost, made from the same File node.
  """
  type Mdx implements Node @dontInfer {
    "The MDX source after its front matter."
    body: String
    frontmatter: MdxFrontmatter
  }

  """The front matter of an MDX file: a doc's or a blog post's keys."""
  type MdxFrontmatter @dontInfer {
    title: String
    description: String
    "A doc's search keywords."
    keywords: [String]
    sidebar_label: String
    sidebar_position: Int
    slug: String
    unlisted: Boolean
    draft: Boolean
    hide_table_of_contents: Boolean
    "A doc's old lexical.dev anchors mapped to its heading ids: one map, not one field per anchor."
    old_anchors: JSON
    "A post's publication day."
    date: Date @dateformat
    "The day a post was last revised."
    updated: Date @dateformat
    update_note: String
    "A post's author keys (content/blog/authors.yml)."
    authors: [String]
    "A post's tag keys (content/blog/tags.yml)."
    tags: [String]
    "A post's own social image, relative to its file."
    image: String
  }

  """A heading of a doc, with the anchor id the page gives it (GitHub's slug rules)."""
  type DocSearchSection {
    "The h2/h3 heading that opens the section; null for the intro."
    heading: DocHeading
    "The h4-h6 headings inside the section."
    subheadings: [String!]!
    "The section's plain text (no code, no JSX tags)."
    text: String!
  }

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

  """A page of the guide documentation, from content/docs/**/*.mdx."""
  type Doc implements Node @dontInfer @childOf(types: ["File"]) {
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
    "The body's text for search: the intro, then one section per h2/h3 heading."
    searchSections: [DocSearchSection!]!
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
`;
