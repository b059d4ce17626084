/**
 * Makes the blog's nodes: a BlogPost for every MDX file under content/blog (from its File
 * node), and a BlogAuthor and BlogTag for every entry of content/blog/authors.yml and tags.yml
 * (which gatsby-transformer-yaml has parsed into AuthorsYaml and TagsYaml nodes). Every source is
 * validated here, so a bad key fails the build naming the file. Whether the keys a post names
 * exist is checked once all nodes are made (see ./create-blog-pages.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { loadSiteConfig } from '../../config';
import { blogPostPath, yearOfDate } from '../../shared/blog';
import { FrontmatterSyntaxError, isCurrentVersion, isMdxFileOf, readMdxFile, sourceFileOf, type FileNode } from '../source-file';
import type { Heading } from '../mdx/headings';
import { readMdx } from '../mdx/read';
import { mdxSyntaxMessage } from '../mdx/syntax-errors';
import { BLOG_AUTHOR_TYPE, BLOG_POST_TYPE, BLOG_TAG_TYPE } from './type-defs';
import { BlogContentError, isPostBuilt, parseAuthorEntry, parsePostFrontmatter, parseTagEntry } from './frontmatter';
import { BLOG_ROOT, BLOG_SOURCE, postSlugFromRelativePath } from './paths';
import { countWords, readingTimeMinutes } from './reading-time';
import { contentProblem, servesDrafts } from '../mode';

const NODE_FIELDS = new Set(['id', 'parent', 'children', 'internal', 'fields']);

/** The YAML entry as written: the node without the fields Gatsby adds. */
function entryOf(node: Node): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node).filter(([k]) => !NODE_FIELDS.has(k)));
}

/** How an error names a YAML entry: by its key when it has one, else by its other fields. */
function entryLabel(entry: Record<string, unknown>): string {
  if (typeof entry.key === 'string') return `entry "${entry.key}"`;
  return `the entry ${JSON.stringify(entry)}`;
}

async function createPostNode(args: CreateNodeArgs, file: FileNode): Promise<void> {
  const sourcePath = `${BLOG_ROOT}/${file.relativePath}`;
  const mdx = await readMdxFile(file, args.loadNodeContent, sourcePath);
  const frontmatter = parsePostFrontmatter(mdx.frontmatter, sourcePath);
  if (!isPostBuilt(frontmatter, servesDrafts(), new Date())) return;
  let imagePath: string | null = null;
  if (frontmatter.image) {
    imagePath = path.resolve(path.dirname(file.absolutePath), frontmatter.image);
    if (!fs.existsSync(imagePath)) {
      throw new BlogContentError(sourcePath, [
        `image: the file ${path.relative(process.cwd(), imagePath)} does not exist; put the image next to the post or fix the path`,
      ]);
    }
  }
  const read = await readMdx(file.absolutePath, mdx.text);
  // develop keeps the post, and the page's own compile shows the error in the overlay.
  if (read.syntaxError) contentProblem(args.reporter, mdxSyntaxMessage(sourcePath, read.syntaxError));
  if (!isCurrentVersion(file, args.getNode)) return;
  const headings = (read.meta as { headings?: Heading[] } | null)?.headings ?? [];
  const slug = frontmatter.slug ?? postSlugFromRelativePath(file.relativePath);
  const siteConfig = loadSiteConfig();
  createChildNode(args, BLOG_POST_TYPE, slug, {
    slug,
    path: blogPostPath(slug),
    title: frontmatter.title,
    date: frontmatter.date.toISOString(),
    year: yearOfDate(frontmatter.date.toISOString()),
    updated: frontmatter.updated?.toISOString() ?? null,
    updateNote: frontmatter.update_note ?? null,
    description: frontmatter.description,
    authorKeys: frontmatter.authors,
    tagKeys: frontmatter.tags,
    imagePath,
    wordCount: countWords(mdx.body),
    readingTime: readingTimeMinutes(mdx.body),
    unlisted: frontmatter.unlisted,
    draft: frontmatter.draft,
    headings,
    sourcePath,
    contentFilePath: path.resolve(file.absolutePath),
    editUrl: `${siteConfig.repository.editUrl}${sourcePath}`,
  });
}

/** A node of `type` made from `args.node`, as its child; `key` makes its id. */
function createChildNode({ node, actions, createNodeId }: CreateNodeArgs, type: string, key: string, fields: object): void {
  const child = {
    id: createNodeId(`${type} ${key}`),
    parent: node.id,
    ...fields,
    internal: { type, contentDigest: node.internal.contentDigest },
  };
  void actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}

function createAuthorNode(args: CreateNodeArgs, file: FileNode): void {
  const sourcePath = `${BLOG_ROOT}/${file.relativePath}`;
  const entry = entryOf(args.node);
  const author = parseAuthorEntry(entry, sourcePath, entryLabel(entry));
  const avatarPath = path.resolve(path.dirname(file.absolutePath), author.avatar);
  if (!fs.existsSync(avatarPath)) {
    throw new BlogContentError(sourcePath, [
      `author "${author.key}": the avatar ${path.relative(process.cwd(), avatarPath)} does not exist; add the image or fix "avatar"`,
    ]);
  }
  createChildNode(args, BLOG_AUTHOR_TYPE, author.key, {
    key: author.key,
    name: author.name,
    title: author.title,
    url: author.url ?? null,
    avatarPath,
  });
}

function createTagNode(args: CreateNodeArgs, file: FileNode): void {
  const entry = entryOf(args.node);
  const tag = parseTagEntry(entry, `${BLOG_ROOT}/${file.relativePath}`, entryLabel(entry));
  createChildNode(args, BLOG_TAG_TYPE, tag.key, tag);
}

export async function onCreateBlogNode(args: CreateNodeArgs): Promise<void> {
  const { node, reporter } = args;
  const type = node.internal.type;
  try {
    if (isMdxFileOf(node, BLOG_SOURCE)) {
      await createPostNode(args, node);
      return;
    }
    if (type !== 'AuthorsYaml' && type !== 'TagsYaml') return;
    const file = sourceFileOf(node, args.getNode, BLOG_SOURCE);
    if (!file) return;
    if (type === 'AuthorsYaml') createAuthorNode(args, file);
    else createTagNode(args, file);
  } catch (error) {
    if (error instanceof BlogContentError || error instanceof FrontmatterSyntaxError) contentProblem(reporter, error.message);
    else throw error;
  }
}
