/**
 * develop's MDX modules depend on the stamps of ./recompiled.ts (set up by
 * src/node/config/mdx-loaders.ts): the one every body shares and the body's own, so webpack
 * compiles a body again once develop has made its new node. The source passes through
 * unchanged. A plain CommonJS file because webpack loads loaders by path.
 */
const path = require('node:path');

const STAMPS = path.join('.cache', 'lexical-site', 'recompiled');

module.exports = function recompiledLoader(source) {
  const root = process.cwd();
  this.addDependency(path.join(root, STAMPS, 'all'));
  this.addDependency(path.join(root, STAMPS, encodeURIComponent(path.relative(root, this.resourcePath))));
  return source;
};
