/**
 * Gatsby's entry: the plugin is TypeScript (./node-apis.ts), compiled as it loads by the hook
 * the site registers in its gatsby-config.js, which Gatsby loads before any plugin.
 */
module.exports = require('./node-apis.ts');
