/**
 * develop's MDX modules depend on the stamp of ./recompiled.ts (set up by
 * src/node/config/mdx-loaders.ts), so webpack compiles the bodies again once the typed samples
 * are ready. The source passes through unchanged. A plain CommonJS file because webpack loads
 * loaders by path.
 */
const path = require('node:path');

module.exports = function recompiledLoader(source) {
  this.addDependency(path.join(process.cwd(), '.cache', 'lexical-site', 'recompiled', 'all'));
  return source;
};
