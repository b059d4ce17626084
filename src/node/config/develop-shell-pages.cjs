// The page components of develop's server bundle, which renders only the shell's index.html
// (src/node/config/on-create-webpack-config.ts): none. It stands in for Gatsby's
// `$virtual/async-requires`, whose every page (each MDX doc with its samples, the Lexical
// packages of the live editors) the server bundle would otherwise compile before develop serves.
exports.components = {};
