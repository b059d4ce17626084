/**
 * Each gallery example's "Show code" file, written when the build sources its nodes, and a
 * GalleryExampleCode node per example naming its URL, which the gallery page queries. No
 * resolver writes a file. In `gatsby develop` the examples' folders (and those of the shared
 * files they show) are watched: a save
 * rewrites the files and re-creates the nodes, so the page's query runs again and an opened
 * "Show code" fetches the new source.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { galleryExamples } from '../../../content/gallery/examples';
import { GALLERY_SOURCE_DIR } from '../../shared/gallery-code';
import { contentProblem, servesBeforeSlowWork } from '../mode';
import { buildGalleryCode, writeGalleryCode } from './code';

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
  /** Whether to watch the files for changes: in `gatsby develop` by default. */
  watch?: boolean;
}

/** Writes each example's file and creates its node; returns the folders of the files shown. */
function sourceAll(args: SourceNodesArgs, rootDir: string, publicDir: string, ids: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const example of ids) {
    let code;
    try {
      code = buildGalleryCode(rootDir, example);
    } catch (error) {
      // A build fails once sourcing is over; develop shows the message and keeps the example's last node.
      contentProblem(args.reporter, (error as Error).message);
      continue;
    }
    // The browser fetches the URL as it is, so it carries the prefix a page's own links carry.
    const url = `${args.pathPrefix}${writeGalleryCode(publicDir, code)}`;
    const fields = { example, url, paths: code.files.map((file) => file.path) };
    for (const file of fields.paths) folders.add(path.dirname(path.join(rootDir, file)));
    void args.actions.createNode({
      ...fields,
      id: args.createNodeId(`${GALLERY_EXAMPLE_CODE_TYPE} ${example}`),
      internal: { type: GALLERY_EXAMPLE_CODE_TYPE, contentDigest: args.createContentDigest(fields) },
    });
  }
  return folders;
}

export function sourceGalleryCode(
  args: SourceNodesArgs,
  {
    rootDir = process.cwd(),
    publicDir = path.join(rootDir, 'public'),
    ids = galleryExamples.map((example) => example.id),
    watch = servesBeforeSlowWork(),
  }: SourceOptions = {},
): { close: () => void } {
  const folders = sourceAll(args, rootDir, publicDir, ids);
  if (!watch) return { close: () => undefined };
  // Watch folders, not files: editors often save by replacing the file, which ends a watch on
  // the file itself. The examples' folder is watched whole, so a new file of an example counts.
  let pending: NodeJS.Timeout | undefined;
  const onChange = (_event: string, name: string | Buffer | null) => {
    if (name && !/\.tsx?$/.test(String(name))) return;
    clearTimeout(pending);
    pending = setTimeout(() => sourceAll(args, rootDir, publicDir, ids), 50);
  };
  const examplesDir = path.join(rootDir, GALLERY_SOURCE_DIR);
  const watchers = [
    fs.watch(examplesDir, { recursive: true }, onChange),
    ...[...folders].filter((folder) => !folder.startsWith(examplesDir + path.sep)).map((folder) => fs.watch(folder, onChange)),
  ];
  for (const watcher of watchers) watcher.unref();
  return {
    close: () => {
      clearTimeout(pending);
      for (const watcher of watchers) watcher.close();
    },
  };
}
