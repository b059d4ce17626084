/**
 * The child process of CodeTypes.prepareInBackground() (./page-types.ts): works out the types of
 * every docs page whose samples miss the cache, writes them to it, and exits. Its one argument
 * is the CodeTypes options, as JSON.
 */
require('../config/typescript-hook.cjs');
const { codeTypes } = require('./page-types.ts');

codeTypes(JSON.parse(process.argv[2])).prepareAll();
