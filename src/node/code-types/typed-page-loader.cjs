/**
 * develop's compile of an MDX file depends on the file's typed-page marker (./typed-pages.ts):
 * when the marker is written, once the samples' types are worked out, webpack compiles the
 * body again, with them. The marker does not exist yet while a page waits: webpack then
 * watches for it to appear. The source passes through unchanged. A plain CommonJS file because
 * webpack loads loaders by path; the marker's name follows typedPageMarker() of ./typed-pages.ts.
 */
const fs = require('node:fs');
const path = require('node:path');

const TYPED_PAGES_DIR = path.join('.cache', 'lexical-site', 'typed-pages');

module.exports = function typedPageLoader(source) {
  const root = process.cwd();
  const pageKey = path.relative(root, this.resourcePath).split(path.sep).join('/');
  const marker = path.join(root, TYPED_PAGES_DIR, `${pageKey.split('/').join('__')}.json`);
  if (fs.existsSync(marker)) this.addDependency(marker);
  else this.addMissingDependency(marker);
  return source;
};
