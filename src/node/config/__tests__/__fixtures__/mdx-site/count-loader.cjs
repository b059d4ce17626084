/** Records each compile of an MDX file in the log file its options name (the test puts it before @mdx-js/loader); passes the source on. */
const fs = require('node:fs');

module.exports = function countLoader(source) {
  fs.appendFileSync(this.getOptions().log, `${this.resourcePath}\n`);
  return source;
};
