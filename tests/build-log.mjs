/**
 * What counts as a warning in a `gatsby build` log, shared by the clean-build check
 * (tests/build-clean.mjs) and its unit test.
 */
const plain = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

/** The warnings of a build log: each `warn` line, and any "Conflicting order" however printed. */
export function warningsIn(log) {
  return plain(log)
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => /^warn\b/i.test(line) || /Conflicting order/.test(line));
}
