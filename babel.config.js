/**
 * Babel compiles only the modules Gatsby's own Babel plugins must see (a `graphql` query, a page
 * component: src/node/config/on-create-webpack-config.ts), and Gatsby adds those plugins itself.
 * This config replaces babel-preset-gatsby there: it reads TypeScript and JSX and leaves the rest
 * for SWC, which compiles every module for package.json's browsers. (Jest uses SWC too.)
 */
module.exports = (api) => ({
  presets: [
    ['@babel/preset-typescript', { onlyRemoveTypeImports: false }],
    ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
  ],
});
