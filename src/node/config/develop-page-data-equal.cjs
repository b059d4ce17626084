// lodash's `isEqual` for develop's browser bundle (./on-create-webpack-config.ts, developPageDataEqual):
// Gatsby's dev loader compares page data, plain JSON, with it; dequal does that in one module.
module.exports = require('dequal').dequal;
