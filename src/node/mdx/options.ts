/**
 * The site's MDX options: the remark plugins every MDX file is compiled with (in webpack,
 * src/node/config/mdx-loaders.ts) and read with (in Node, ./read.ts, which runs them on the
 * syntax tree and never compiles), and the options gatsby-plugin-mdx is registered with in
 * gatsby-config.ts. remark-gfm, remark-directive and the others are ES modules; Node 20.19+
 * loads them with require().
 */
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkUnwrapImages from 'remark-unwrap-images';
import { DOCS_ROOT } from '../docs/paths';
import { remarkIslands, remarkIslandsOnly } from './islands';
import type { RemarkDocsOptions } from './remark-docs';

export const docsDir = path.resolve(DOCS_ROOT);

/**
 * The site's remark plugin, loaded when the first MDX file is compiled: it brings TypeScript
 * (the typed samples) and the highlighter, 1.3 s of loading that reading the config does not
 * need (`gatsby develop`'s first process reads it only to start the second).
 */
function remarkDocsWhenUsed(options: RemarkDocsOptions) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { remarkDocs }: typeof import('./remark-docs') = require('./remark-docs');
  return remarkDocs(options);
}

/**
 * The remark plugins of a whole body, in order, after the file's front matter is parsed
 * (remark-frontmatter, which keeps it out of the body). remark-unwrap-images is
 * gatsby-plugin-mdx's own default, kept so an image alone in a paragraph renders as it did.
 */
export const siteRemarkPlugins = [
  remarkFrontmatter,
  remarkGfm,
  remarkDirective,
  remarkUnwrapImages,
  remarkIslands,
  [remarkDocsWhenUsed, { docsDir }],
] as const;

/** @mdx-js/loader's options: the whole body, or (the browser's production bundle) its islands alone. */
export function mdxCompileOptions({ development, islandsOnly }: { development: boolean; islandsOnly: boolean }) {
  return {
    format: 'mdx' as const,
    jsxRuntime: 'automatic' as const,
    providerImportSource: '@mdx-js/react',
    development,
    // The islands-only plugin first, so it numbers the islands on the tree as parsed, as the
    // whole body's remarkIslands does.
    remarkPlugins: islandsOnly ? [remarkFrontmatter, remarkIslandsOnly, ...siteRemarkPlugins.slice(1)] : [...siteRemarkPlugins],
  };
}

/** gatsby-plugin-mdx's options: it makes the Mdx nodes; its own webpack rule is replaced by the site's. */
export const mdxPluginOptions = { extensions: ['.mdx'] };
