/**
 * gatsby-plugin-mdx's webpack loader, compiling each MDX doc once per build instead of once per
 * webpack stage. A production build runs two compilers in this process, one for the browser
 * and one for the HTML renderer, and the plugin's loader compiles every doc in each (the remark
 * steps, typed samples included, are most of a doc's cost). This wrapper keeps the compiled
 * output in memory by file and MDX body, so the second stage reuses it; a changed doc has
 * another body and compiles again. It is a plain CommonJS file because webpack loads loaders
 * by path, without compiling them.
 */
const { createHash } = require('node:crypto');
const { default: mdxLoader } = require('gatsby-plugin-mdx/dist/gatsby-mdx-loader');
const { createFileToMdxCacheKey } = require('gatsby-plugin-mdx/dist/cache-helpers');

/** Compiled output by file and body hash, shared by the compilers of one process. */
const compiled = new Map();

module.exports = async function compiledOnceLoader(source) {
  const { cache, getNode } = this.getOptions();
  const nodeId = await cache.get(createFileToMdxCacheKey(this.resourcePath.replace(/\\/g, '/')));
  const body = nodeId ? getNode(nodeId)?.body : undefined;
  if (body === undefined) return mdxLoader.call(this, source);
  const key = `${this.resourcePath}\0${createHash('sha256').update(body).digest('hex')}`;
  if (!compiled.has(key)) compiled.set(key, mdxLoader.call(this, source));
  return compiled.get(key);
};
