/**
 * The options of gatsby-plugin-mdx, shared by gatsby-config.ts (which registers the plugin)
 * and the Doc node builder (which compiles a doc once more to read its headings and links).
 * remark-gfm and remark-directive are ES modules; Node 20.19+ loads them with require().
 */
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { DOCS_ROOT } from '../docs/paths';
import { remarkIslands } from './islands';
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

export const mdxPluginOptions = {
  extensions: ['.mdx'],
  mdxOptions: {
    remarkPlugins: [remarkGfm, remarkDirective, remarkIslands, [remarkDocsWhenUsed, { docsDir }]],
  },
};
