/** Thin on purpose: the build's hooks are src/node/gatsby-node.ts, compiled as it loads. */
require('./src/node/config/typescript-hook.cjs');

module.exports = require('./src/node/gatsby-node.ts');
