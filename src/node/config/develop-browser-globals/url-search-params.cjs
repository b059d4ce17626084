// core-js-pure's `URLSearchParams` for develop's browser bundle (../on-create-webpack-config.ts, developGlobals).
module.exports = URLSearchParams;
