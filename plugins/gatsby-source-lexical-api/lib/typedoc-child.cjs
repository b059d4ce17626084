/**
 * The child process of startTypeDocInBackground() (./typedoc-in-background.ts): runs TypeDoc
 * into its cache file and exits, 0 when the file is written. Its one argument is runTypeDoc's
 * options without `log`, as JSON.
 */
require('./typescript-hook.cjs');
const { runTypeDoc } = require('./run-typedoc.ts');

runTypeDoc({ ...JSON.parse(process.argv[2]), log: () => undefined }).then(
  () => process.exit(0),
  () => process.exit(1),
);
