/**
 * Each gallery example's "Show code" file, written when the build sources its nodes, and a
 * GalleryExampleCode node per example naming its URL, which the gallery page queries. No
 * resolver writes a file. The files examples show are File nodes of a gatsby-source-filesystem
 * source of their own, so in `gatsby develop` Gatsby's watcher reports a save: the examples
 * that show the file are written and their nodes made again, the page's query runs again and an
 * opened "Show code" fetches the new source.
 */
import path from 'node:path';
import type { CreateNodeArgs, SourceNodesArgs } from 'gatsby';
import { galleryExamples } from '../../../content/gallery/examples';
import { buildGalleryCode, writeGalleryCode } from './code';
import { contentProblem } from '../mode';
import { GALLERY_FILES_SOURCE } from './files-source';

const GALLERY_EXAMPLE_CODE_TYPE = 'GalleryExampleCode';

export const galleryTypeDefs = /* GraphQL */ `
  """The source of one gallery example, highlighted at build time and written as a content-hashed static JSON file that its card fetches when "Show code" opens."""
  type ${GALLERY_EXAMPLE_CODE_TYPE} implements Node @dontInfer {
    "The example's id (content/gallery/examples.ts), also its card's anchor on /gallery."
    example: String!
    "The URL of the content-hashed JSON file (a GalleryCode, see src/shared/gallery-code.ts), under the path prefix of a build with --prefix-paths."
    url: String!
    "The paths of the files it holds, from the repository root, entry first."
    paths: [String!]!
  }
`;

interface SourceOptions {
  rootDir?: string;
  publicDir?: string;
  /** The examples' ids; every example of content/gallery/examples.ts by default. */
  ids?: readonly string[];
}

type GalleryArgs = Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter' | 'pathPrefix'>;

/**
 * For each example, where the last sourcing wrote it, and the source of each file it showed by
 * absolute path, or, when it failed, the time it failed: a file saved after that may fix it.
 */
const shown = new Map<string, { rootDir: string; publicDir: string } & ({ files: Map<string, string> } | { failedAt: number })>();

/** Writes each example's file and creates its node. */
export function sourceGalleryCode(
  args: GalleryArgs,
  {
    rootDir = process.cwd(),
    publicDir = path.join(rootDir, 'public'),
    ids = galleryExamples.map((example) => example.id),
  }: SourceOptions = {},
): void {
  for (const example of ids) {
    let code;
    try {
      code = buildGalleryCode(rootDir, example);
    } catch (error) {
      // A build fails once sourcing is over; develop shows the message and keeps the example's last node.
      contentProblem(args.reporter, (error as Error).message);
      shown.set(example, { rootDir, publicDir, failedAt: Date.now() });
      continue;
    }
    shown.set(example, { rootDir, publicDir, files: new Map(code.files.map((file) => [path.join(rootDir, file.path), file.code])) });
    // The browser fetches the URL as it is, so it carries the prefix a page's own links carry.
    const url = `${args.pathPrefix}${writeGalleryCode(publicDir, code)}`;
    const fields = { example, url, paths: code.files.map((file) => file.path) };
    void args.actions.createNode({
      ...fields,
      id: args.createNodeId(`${GALLERY_EXAMPLE_CODE_TYPE} ${example}`),
      internal: { type: GALLERY_EXAMPLE_CODE_TYPE, contentDigest: args.createContentDigest(fields) },
    });
  }
}

/**
 * A File node of the gallery's source: the examples that showed the file are sourced again
 * when what it holds now is not what they showed (a save in develop), and so is every example
 * that failed before the file was last written (a save that may fix it). At bootstrap the
 * files hold what sourceNodes just read, or were written before, and nothing is redone.
 */
export async function onCreateGalleryFileNode(args: CreateNodeArgs): Promise<void> {
  const { node, loadNodeContent } = args;
  if (node.internal.type !== 'File' || (node as { sourceInstanceName?: string }).sourceInstanceName !== GALLERY_FILES_SOURCE) return;
  const file = path.resolve(String(node.absolutePath));
  const written = Number((node as { mtimeMs?: number }).mtimeMs);
  const showing = [...shown].filter(([, last]) => ('files' in last ? last.files.has(file) : written > last.failedAt));
  if (showing.length === 0) return;
  const content = (await loadNodeContent(node)).replace(/\n$/, '');
  for (const [example, last] of showing) {
    if (!('files' in last) || last.files.get(file) !== content) {
      sourceGalleryCode(args, { rootDir: last.rootDir, publicDir: last.publicDir, ids: [example] });
    }
  }
}
