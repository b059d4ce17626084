/**
 * Where the build keeps results derived from content and the pinned packages (the typed
 * samples' type information, the error-code table), each under a key made of everything it
 * depends on. They live in node_modules/.cache, as babel-loader's and ESLint's caches do, not in
 * .cache: `gatsby clean`, a build started without Gatsby's saved state, a copy of the project
 * with the same node_modules (the develop smoke test, the broken builds) all reuse them, and a
 * fresh `npm ci` starts them empty. `npm run bench` removes them before its cold figures.
 */
export const CONTENT_CACHE_DIR = 'node_modules/.cache/lexical-site';
