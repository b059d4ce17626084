// core-js-pure's `globalThis` for develop's browser bundle (../on-create-webpack-config.ts, developGlobals).
module.exports = globalThis;
