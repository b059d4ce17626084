/**
 * A Jest reporter that fails a run in which no test ran: a `-t` name pattern that matches
 * nothing, or suites that all skipped, would otherwise pass with every test "skipped". (A path
 * pattern that matches no file already fails: Jest exits 1 with "No tests found".)
 */
class FailOnEmptyRun {
  onRunComplete(_contexts, results) {
    const ran = results.numPassedTests + results.numFailedTests;
    this.error =
      results.numTotalTestSuites > 0 && ran === 0
        ? new Error(`No test ran (${results.numTotalTests} selected, all skipped): check the name pattern or what the suites skip on.`)
        : undefined;
    if (this.error) console.error(this.error.message);
  }

  getLastError() {
    return this.error;
  }
}

module.exports = FailOnEmptyRun;
