/**
 * webpack's compile of a page template that many content files share (a doc's page component
 * is `src/templates/doc.tsx?__contentFilePath=<the MDX file>`, one module per doc), in the
 * production stages (set up by ./on-create-webpack-config.ts): Gatsby's Babel plugins, then
 * SWC, with the options the two loaders would get, once per stage for the template's source
 * instead of once per doc. The output of both depends only on the source and the options
 * (the plugins read the `export=` flags of the query, never the content file), so every doc
 * of a stage gets the same code. Concurrent modules share one compile: webpack builds the
 * docs' page components at the same time, so a cache filled after each compile would miss
 * for nearly all of them. A plain CommonJS file because webpack loads loaders by path.
 */
const { createHash } = require('node:crypto');
const path = require('node:path');
const swc = require('@swc/core');

const babel = require(require.resolve('@babel/core', { paths: [path.dirname(require.resolve('gatsby/package.json'))] }));

/** One compile per stage, template source and options, for the life of the process. */
const compiles = new Map();

async function compile(source, filename, target, sourceMaps, { babelOptions, swcOptions }) {
  const lifted = await babel.transformAsync(source, {
    ...babelOptions,
    filename,
    sourceFileName: filename,
    sourceMaps,
    // What babel-loader tells Babel about its caller (babel-loader/lib/injectCaller.js).
    caller: { name: 'babel-loader', target, supportsStaticESM: true, supportsDynamicImport: true, supportsTopLevelAwait: true },
  });
  const compiled = await swc.transform(lifted.code, {
    ...swcOptions,
    filename,
    sourceFileName: filename,
    sourceMaps,
    ...(sourceMaps && lifted.map ? { inputSourceMap: JSON.stringify(lifted.map) } : {}),
  });
  return { code: compiled.code, map: compiled.map ? JSON.parse(compiled.map) : undefined };
}

module.exports = function sharedTemplateLoader(source) {
  const callback = this.async();
  const options = this.getOptions();
  const sourceMaps = Boolean(this.sourceMap);
  const key = createHash('sha256')
    .update(JSON.stringify([this.resourcePath, this.target, sourceMaps, options, source]))
    .digest('hex');
  let result = compiles.get(key);
  if (!result) {
    result = compile(source, this.resourcePath, this.target, sourceMaps, options);
    compiles.set(key, result);
  }
  result.then(({ code, map }) => callback(null, code, map), callback);
};
