/**
 * What counts as a warning in a `gatsby build` log, shared by the clean-build check
 * (tests/build-clean.mjs) and its unit test.
 */
/** The log without its terminal colour and cursor codes (ESC [ ... letter). */
const ANSI_CODE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');
const plain = (text) => text.replace(ANSI_CODE, '');

/**
 * Gatsby's notes on how long a step took on this machine ("Your GraphQL query in createPages
 * took 12.8 seconds which is an unexpectedly long time"). They measure the machine's load, not
 * the build: the same build warns on a busy 2-core runner and not on a quiet one. Timings
 * belong in `npm run bench`, so the clean-log check leaves these out.
 */
const TIMING_NOTE = /^warn Your GraphQL query in \w+ took [\d.]+ seconds/;

/** The warnings of a build log: each `warn` line, and any "Conflicting order" however printed. */
export function warningsIn(log) {
  return plain(log)
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => (/^warn\b/i.test(line) && !TIMING_NOTE.test(line)) || /Conflicting order/.test(line));
}
