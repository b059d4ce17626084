#!/usr/bin/env node
/**
 * `npm run lexical:check -- <version|latest>`: what a Lexical release breaks in the site
 * (scripts/lexical-check/cli.ts, docs/upgrades/README.md). The check is TypeScript that shares
 * the build's modules, so it loads through the build's own TypeScript hook.
 */
require('../src/node/typescript-hook.cjs');

require('./lexical-check/cli.ts')
  .main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  });
