/**
 * The blog's content model, declared like the docs' (../docs/type-defs.ts): BlogPost from
 * content/blog/*.mdx, BlogAuthor from content/blog/authors.yml, BlogTag from
 * content/blog/tags.yml. Posts name authors and tags by key; @link turns the keys into nodes.
 */
export const BLOG_POST_TYPE = 'BlogPost';
export const BLOG_AUTHOR_TYPE = 'BlogAuthor';
export const BLOG_TAG_TYPE = 'BlogTag';

export const blogTypeDefs = /* GraphQL */ `
  """A post of the blog, from content/blog/<slug>.mdx."""
  type BlogPost implements Node @dontInfer @childOf(types: ["File"]) {
    "The last part of the route, from the file name or the front matter slug, e.g. welcome."
    slug: String!
    "The route of the post, e.g. /blog/welcome."
    path: String!
    "Front matter title: the post's h1 and <title>."
    title: String!
    "Front matter date: when the post was published."
    date: Date! @dateformat
    "The year of the date (UTC), e.g. 2025: the post is listed on /blog/<year>."
    year: Int!
    "Front matter updated: when the post was last revised, or null if it never was."
    updated: Date @dateformat
    "Front matter update_note: what the revision changed, shown after its date."
    updateNote: String
    "Front matter description: shown in lists, feeds and link previews."
    description: String!
    "The keys of the post's authors, as written in its front matter."
    authorKeys: [String!]!
    "The authors, in the order the front matter names them."
    authors: [BlogAuthor!]! @link(by: "key", from: "authorKeys")
    "The keys of the post's tags, as written in its front matter."
    tagKeys: [String!]!
    "The tags, in the order the front matter names them."
    tags: [BlogTag!]! @link(by: "key", from: "tagKeys")
    "Absolute path of the front matter image, when there is one."
    imagePath: String
    "The image for link previews (front matter image), or null for the site's default card."
    image: File @link(by: "absolutePath", from: "imagePath")
    "Words of prose in the body (code and MDX statements excluded)."
    wordCount: Int!
    "Minutes to read the post, rounded up (200 words a minute)."
    readingTime: Int!
    "Built, but left out of lists, feeds and the sitemap, and marked noindex."
    unlisted: Boolean!
    "Only built by gatsby develop."
    draft: Boolean!
    "Every heading of the post, in order."
    headings: [DocHeading!]!
    "The table of contents: h2 and h3 headings."
    toc: [DocHeading!]!
    "The source file, relative to the project root."
    sourcePath: String!
    "Absolute path of the source file, used to render its MDX body."
    contentFilePath: String!
    "Where an editor changes this post."
    editUrl: String!
    "The next post in time (published after this one), among listed posts."
    newer: BlogPost
    "The previous post in time (published before this one), among listed posts."
    older: BlogPost
  }

  """An author of blog posts, from content/blog/authors.yml."""
  type BlogAuthor implements Node @dontInfer {
    "The key posts use in their authors front matter, e.g. lexical-team."
    key: String!
    "The name shown on posts."
    name: String!
    "A short role line under the name."
    title: String!
    "Where the author's name links to, if anywhere."
    url: String
    "Absolute path of the avatar image."
    avatarPath: String!
    "The avatar, processed by gatsby-plugin-sharp."
    avatar: File @link(by: "absolutePath", from: "avatarPath")
    "The author's section on /blog/authors."
    path: String!
    "The author's listed posts, newest first."
    posts: [BlogPost!]!
  }

  """A tag of blog posts, from content/blog/tags.yml."""
  type BlogTag implements Node @dontInfer {
    "The key posts use in their tags front matter; also the last part of the tag's route."
    key: String!
    "The name readers see."
    label: String!
    "One sentence on what the tag gathers, shown on its page."
    description: String!
    "The tag's page, e.g. /blog/tags/hello."
    path: String!
    "The listed posts with this tag, newest first."
    posts: [BlogPost!]!
    "How many listed posts carry the tag."
    count: Int!
  }
`;
