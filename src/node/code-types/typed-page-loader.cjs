/**
 * Makes develop's compile of an MDX file depend on its typed-page marker (./typed-pages.ts says
 * why), existing yet or not; the source passes through unchanged. CommonJS: webpack loads
 * loaders by path.
 */
const fs = require('node:fs');

module.exports = function typedPageLoader(source) {
  const marker = this.getOptions().markerOf(this.resourcePath);
  if (fs.existsSync(marker)) this.addDependency(marker);
  else this.addMissingDependency(marker);
  return source;
};
