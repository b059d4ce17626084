/**
 * develop's compile of an MDX file depends on the file's typed-page marker (./typed-pages.ts,
 * which names it and passes `markerOf` as this loader's option): when the marker is written,
 * once the samples' types are worked out, webpack compiles the body again, with them. The
 * marker does not exist yet while a page waits: webpack then watches for it to appear. The
 * source passes through unchanged. A plain CommonJS file because webpack loads loaders by path.
 */
const fs = require('node:fs');

module.exports = function typedPageLoader(source) {
  const marker = this.getOptions().markerOf(this.resourcePath);
  if (fs.existsSync(marker)) this.addDependency(marker);
  else this.addMissingDependency(marker);
  return source;
};
