/**
 * Lets Node load the build's TypeScript (gatsby-config.js and gatsby-node.js require it): each
 * `.ts` file is compiled by SWC to CommonJS when it is first required. Gatsby would otherwise
 * bundle gatsby-config.ts, gatsby-node.ts and the local plugin's with Parcel before every start,
 * which took 6-7 s of each cold build, `gatsby develop` start and broken-build case (Parcel's
 * cache keys absolute paths, so no copy of the site reused it). Type errors are the type
 * check's business (`npm run typecheck`), as they were with Parcel.
 */
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

if (!require.extensions['.ts']) {
  require.extensions['.ts'] = (module, filename) => {
    const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      sourceMaps: 'inline',
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
}
