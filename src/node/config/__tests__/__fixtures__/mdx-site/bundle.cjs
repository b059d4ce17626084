/**
 * Bundles this fixture site with the site's MDX rule for one webpack stage, in plain Node (Jest's
 * module sandbox cannot run @mdx-js/loader, which imports its ES module dynamically), and prints
 * the files compiled and the bundle's path as JSON. Usage: node -r typescript-hook bundle.cjs STAGE OUT
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { mdxRule } = require('../../../mdx-loaders.ts');

const [stage, out] = process.argv.slice(2);
const log = path.join(out, `${stage}.log`);
const COUNT_LOADER = path.join(__dirname, 'count-loader.cjs');
fs.writeFileSync(log, '');
const rule = mdxRule(stage, () => ({ loader: COUNT_LOADER, options: { log: path.join(out, 'page.log') } }));
const compiler = webpack({
  mode: 'production',
  context: __dirname,
  entry: './entry.js',
  output: { path: out, filename: `${stage}.js`, library: { type: 'commonjs2' } },
  target: 'node',
  optimization: { minimize: false },
  externals: [/^react(\/.*)?$/, '@mdx-js/react'],
  // A loader before @mdx-js/loader logs each compile.
  module: { rules: [{ ...rule, use: (info) => [...rule.use(info), { loader: COUNT_LOADER, options: { log } }] }] },
});
compiler.run((error, stats) => {
  compiler.close(() => undefined);
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString({ all: false, errors: true }));
    process.exit(1);
  }
  const compiles = fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).map((file) => path.relative(__dirname, file)).sort();
  console.log(JSON.stringify({ compiles, bundle: path.join(out, `${stage}.js`) }));
});
