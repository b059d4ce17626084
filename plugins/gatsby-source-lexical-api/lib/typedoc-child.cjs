/**
 * The child process of startTypeDocInBackground() (./typedoc-in-background.ts): runs TypeDoc
 * into its cache file and exits, 0 when the file is written. Its one argument is runTypeDoc's
 * options without `log`, as JSON. The site's TypeScript hook (which gatsby-config.js
 * registers in Gatsby's process) compiles the plugin's TypeScript here too.
 */
const path = require('node:path');

require(path.resolve('src/node/config/typescript-hook.cjs'));
const { runTypeDoc } = require('./run-typedoc.ts');

runTypeDoc({ ...JSON.parse(process.argv[2]), log: () => undefined }).then(
  () => process.exit(0),
  () => process.exit(1),
);
