/**
 * The options of gatsby-plugin-mdx, shared by ../config/gatsby-config.ts (which registers the plugin)
 * and the Doc node builder (which compiles a doc once more to read its headings and links).
 * remark-gfm and remark-directive are ES modules; Node 20.19+ loads them with require().
 */
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { DOCS_ROOT } from '../docs/paths';
import { remarkIslands, remarkKeepIslands } from './islands';
import { remarkDocs } from './remark-docs';

export const docsDir = path.resolve(DOCS_ROOT);

export const mdxPluginOptions = {
  extensions: ['.mdx'],
  mdxOptions: {
    remarkPlugins: [remarkGfm, remarkDirective, remarkIslands, remarkKeepIslands, [remarkDocs, { docsDir }]],
  },
};
