#!/usr/bin/env node
/**
 * `npm run lexical:upgrade -- <version>`: moves every Lexical pin of the site to a release, then
 * runs the release check on the tree (scripts/lexical-check/upgrade.ts, docs/upgrades/README.md).
 * Loads the TypeScript through the build's own hook, as the check does.
 */
require('../src/node/typescript-hook.cjs');

require('./lexical-check/upgrade.ts')
  .main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  });
