/**
 * Lets the build's child processes (./background-child.cjs) load the site's TypeScript: each
 * `.ts` file is compiled by SWC to CommonJS when it is first required. Gatsby's own process
 * loads gatsby-config.ts and gatsby-node.ts through its compiler; a child is plain Node. Type
 * errors are the type check's business (`npm run typecheck`).
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
