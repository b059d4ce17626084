/**
 * gatsby-plugin-mdx's layout loader (a template wrapped around the MDX file named in the
 * module's `__contentFilePath`), run once per template source in the production stages (set up
 * by src/node/config/mdx-loaders.ts) instead of once per doc: it parses the template, wraps
 * its default export and prints it again, and the only part that depends on the doc is the
 * import of its MDX file. So the template is wrapped once around a stand-in path, and each doc
 * gets that code with its own file's path in the import, after the plugin's own check that the
 * file is a known MDX node. A plain CommonJS file because webpack loads loaders by path.
 */
const { createHash } = require('node:crypto');
const path = require('node:path');
const { getPathToContentComponent } = require('gatsby-core-utils/parse-component-path');
const { slash } = require('gatsby-core-utils/path');
const layoutLoader = require('gatsby-plugin-mdx/dist/gatsby-layout-loader').default;

const STAND_IN = '/shared-layout-loader/stand-in.mdx';

/** One wrapped template per template file and source, for the life of the process. */
const wrapped = new Map();

module.exports = async function sharedLayoutLoader(source) {
  const options = this.getOptions();
  const mdxPath = getPathToContentComponent(`${this.resourcePath}${this.resourceQuery}`);
  // A file that is no MDX node: the plugin's loader reports it, naming the file.
  if (!(await options.nodeExists(mdxPath))) return layoutLoader.call(this, source);
  this.addDependency(path.resolve(mdxPath));
  const key = createHash('sha256')
    .update(JSON.stringify([this.resourcePath, source]))
    .digest('hex');
  let code = wrapped.get(key);
  if (!code) {
    const standIn = Object.assign(Object.create(this), {
      resourceQuery: `?__contentFilePath=${STAND_IN}`,
      addDependency: () => {},
      getOptions: () => ({ ...options, nodeExists: async () => true }),
    });
    code = layoutLoader.call(standIn, source);
    wrapped.set(key, code);
  }
  const template = await code;
  const placeholder = JSON.stringify(STAND_IN);
  if (!template.includes(placeholder)) {
    throw new Error(
      `${this.resourcePath}: gatsby-plugin-mdx's layout loader no longer imports the MDX file as a string literal; src/node/mdx/shared-layout-loader.cjs must change.`,
    );
  }
  // A function, so that `$` in a path is not read as a replacement pattern.
  return template.replace(placeholder, () => JSON.stringify(slash(mdxPath)));
};
