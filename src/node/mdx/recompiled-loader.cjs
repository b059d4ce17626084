/**
 * develop's MDX modules depend on the stamp of ./recompiled.ts, which says that docs were
 * compiled again without a save (set up by src/node/config/mdx-loaders.ts). The source passes
 * through unchanged. A plain CommonJS file because webpack loads loaders by path.
 */
const path = require('node:path');

module.exports = function recompiledLoader(source) {
  this.addDependency(path.join(process.cwd(), '.cache', 'lexical-site', 'recompiled-mdx'));
  return source;
};
