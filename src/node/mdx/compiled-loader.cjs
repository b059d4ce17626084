/**
 * webpack's MDX loader for the HTML renderer and `gatsby develop` (set up by
 * src/node/config/mdx-loaders.ts): the body's code as the sourcing compiled it (./compiled.ts),
 * or, for a file the sourcing did not compile in this process (a blog post, a page of
 * src/pages, a doc whose compile failed there), gatsby-plugin-mdx's own loader. A plain
 * CommonJS file because webpack loads loaders by path, without compiling them. In develop each
 * module also depends on the stamp file that says kept bodies were compiled again.
 */
require('../config/typescript-hook.cjs');
const { createFileToMdxCacheKey } = require('gatsby-plugin-mdx/dist/cache-helpers');
const gatsbyMdxLoader = require('gatsby-plugin-mdx/dist/gatsby-mdx-loader').default;
const { compiledBody, recompiledStamp } = require('./compiled.ts');

module.exports = async function compiledLoader(source) {
  const { cache, getNode } = this.getOptions();
  // In develop, the kept code of a body can change without its file being saved.
  if (process.env.gatsby_executing_command === 'develop') this.addDependency(recompiledStamp());
  const absolutePath = this.resourcePath.replace(/\\/g, '/');
  const nodeId = await cache.get(createFileToMdxCacheKey(absolutePath));
  const node = nodeId ? getNode(nodeId) : undefined;
  const code = node ? compiledBody(absolutePath, node.body) : undefined;
  return code ?? gatsbyMdxLoader.call(this, source);
};
