/**
 * The browser's build of an MDX body (webpack loader, build-javascript stage only, set up by
 * src/node/config/mdx-loaders.ts): the body compiled with `islandsOnly` first among the remark
 * plugins, so the module keeps its imports, exports and islands (src/node/mdx/islands.ts) and
 * none of the body's text, and marked `staticIslands` so <MdxBody> keeps the server's markup
 * around them. The HTML renderer compiles the full body as usual. When this process compiled
 * the body already (the sourcing of a doc), the compile starts from the islands-only tree that
 * compile kept (./compiled.ts) instead of parsing the body again: the parse was most of this
 * loader's time, 2.6 s of a cold build's main thread. A plain CommonJS file because webpack
 * loads loaders by path, without compiling them.
 */
require('../config/typescript-hook.cjs');
const { createFileToMdxCacheKey } = require('gatsby-plugin-mdx/dist/cache-helpers');
const { compileMDX } = require('gatsby-plugin-mdx/dist/compile-mdx');
const { keptIslands } = require('./compiled.ts');

/** A remark plugin whose parser returns this tree, whatever the text (unified 10's `Parser`). */
const parsedAs = (tree) =>
  function parsed() {
    Object.assign(this, { Parser: () => tree });
  };

module.exports = async function islandsLoader(source) {
  const { options, getNode, cache, reporter, islandsOnly } = this.getOptions();
  const absolutePath = this.resourcePath.replace(/\\/g, '/');
  const nodeId = await cache.get(createFileToMdxCacheKey(absolutePath));
  const node = nodeId ? getNode(nodeId) : undefined;
  if (!node) return source;
  const kept = keptIslands(absolutePath, node.body);
  const mdxOptions = { ...options, remarkPlugins: [kept ? parsedAs(kept) : islandsOnly, ...(options.remarkPlugins ?? [])] };
  const result = await compileMDX({ absolutePath, source: node.body }, mdxOptions, cache, reporter);
  if (!result?.processedMDX) return source;
  if (!/\bfunction MDXContent\(/.test(result.processedMDX)) {
    throw new Error(
      `${absolutePath}: the compiled MDX has no MDXContent function to mark (src/node/mdx/islands-loader.cjs expects @mdx-js/mdx 2's output).`,
    );
  }
  return `${result.processedMDX}\nMDXContent.staticIslands = true;\n`;
};
