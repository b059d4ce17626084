/**
 * Jest's transform: SWC compiles the sources (TypeScript, TSX with React's automatic runtime) and
 * the ES-module-only packages of ESM_PACKAGES to CommonJS, hoisting `jest.mock` calls as Babel's
 * Jest plugin did. It did the work of babel-preset-gatsby in a fifth of the time: with no
 * transform cache (a clean clone), Babel's transforms were about 16 s of the unit tests.
 */
module.exports = require('@swc/jest').createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});
