#!/usr/bin/env node
/**
 * The launcher of the release commands (docs/upgrades/README.md), given first the command's module
 * beside it: `npm run lexical:check -- <version|latest>` runs `run.cjs cli.ts` (what a Lexical
 * release breaks in the site, ./cli.ts) and `npm run lexical:upgrade -- <version>` runs
 * `run.cjs upgrade.ts` (moves every Lexical pin to a release, then checks the tree, ./upgrade.ts).
 * The commands are TypeScript that shares the build's modules, so they load through the build's
 * own TypeScript hook. The module's `main` takes the remaining arguments and gives the exit code.
 */
const path = require('node:path');

require('../../src/node/typescript-hook.cjs');

const [entry, ...argv] = process.argv.slice(2);
require(path.join(__dirname, entry))
  .main(argv)
  .then((code) => {
    process.exitCode = code;
  });
