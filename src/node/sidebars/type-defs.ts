/** The sidebars as the schema serves them, the navigation a doc derives from them, content/sidebars.ts as a node and the sidebars worked out from it. */
export const sidebarsTypeDefs = /* GraphQL */ `
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

  """The sidebars of a docs version, worked out once per build (once per change in develop) for every resolver to read."""
  type SiteSidebars implements Node @dontInfer {
    "The docs version: current, or a version's name."
    version: String!
    "The sidebars by name, normalised (see Sidebar)."
    sidebars: JSON!
    "For each sidebar by name, each page's breadcrumbs and previous/next (a DocNavigation) by href."
    routes: JSON!
    "What is wrong with content/sidebars.ts (gatsby develop only: a build stops on it)."
    problems: [String!]!
  }
`;
