/** Thin on purpose: the configuration is src/node/config/gatsby-config.ts, compiled as it loads. */
require('./src/node/config/typescript-hook.cjs');

module.exports = require('./src/node/config/gatsby-config.ts').default;
