// core-js-pure's `URL` for develop's browser bundle (../on-create-webpack-config.ts, developGlobals).
module.exports = URL;
