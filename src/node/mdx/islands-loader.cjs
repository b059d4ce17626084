/**
 * The browser's build of an MDX body (webpack loader, build-javascript stage only, set up by
 * src/node/config/mdx-loaders.ts): the body compiled with `islandsOnly` first among the remark
 * plugins, so the module keeps its imports, exports and islands (src/node/mdx/islands.ts) and
 * none of the body's text, and marked `staticIslands` so <MdxBody> keeps the server's markup
 * around them. The HTML renderer compiles the full body as usual. A plain CommonJS file because
 * webpack loads loaders by path, without compiling them.
 */
const { createFileToMdxCacheKey } = require('gatsby-plugin-mdx/dist/cache-helpers');
const { compileMDX } = require('gatsby-plugin-mdx/dist/compile-mdx');

module.exports = async function islandsLoader(source) {
  const { options, getNode, cache, reporter, islandsOnly } = this.getOptions();
  const absolutePath = this.resourcePath.replace(/\\/g, '/');
  const nodeId = await cache.get(createFileToMdxCacheKey(absolutePath));
  const node = nodeId ? getNode(nodeId) : undefined;
  if (!node) return source;
  const mdxOptions = { ...options, remarkPlugins: [islandsOnly, ...(options.remarkPlugins ?? [])] };
  const result = await compileMDX({ absolutePath, source: node.body }, mdxOptions, cache, reporter);
  if (!result?.processedMDX) return source;
  if (!/\bfunction MDXContent\(/.test(result.processedMDX)) {
    throw new Error(
      `${absolutePath}: the compiled MDX has no MDXContent function to mark (src/node/mdx/islands-loader.cjs expects @mdx-js/mdx 2's output).`,
    );
  }
  return `${result.processedMDX}\nMDXContent.staticIslands = true;\n`;
};
