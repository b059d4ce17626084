/**
 * Where `gatsby develop` and `gatsby build` part, in one module: build-time code asks the
 * questions below and reports content mistakes here, and never reads the running command.
 *
 * - A build publishes what is ready (no drafts), waits for its slow work (sample types, the
 *   error-code table) and stops on any content mistake, naming its file.
 * - develop also serves drafts, answers before its slow work ends, and keeps every page up: a
 *   mistake is printed in the terminal and shown on its page (a body that does not compile also
 *   in Gatsby's overlay) until a save fixes it.
 *
 * Why a sourcing mistake does not stop the build on the spot: `reporter.panicOnBuild` ends
 * `gatsby build` with `process.exit`, and called while Gatsby's datastore (lmdb) still has
 * writes in flight, as it has while other plugins make their nodes, the exit blocks in lmdb's
 * native exit hook in a futex wait that never ends: the broken build would hang instead of
 * failing. Gatsby waits for its datastore once sourcing is over, so a mistake found while
 * sourcing is printed at once and fails the build at the site's first createPages
 * (failOnSourcingProblems), together with any other found by then.
 */

function developing(): boolean {
  return process.env.gatsby_executing_command === 'develop';
}

/** Draft guides and unpublished posts are served (develop) or left out (build). */
export function servesDrafts(): boolean {
  return developing();
}

/** The files only a deployment needs (search files, Markdown export, social images) are written: in a build. */
export function writesPublicFiles(): boolean {
  return !developing();
}

/**
 * Slow work (sample types, the error-code table, API fragment types) runs in the background and
 * pages are served before it ends (develop), or the build waits for it.
 */
export function servesBeforeSlowWork(): boolean {
  return developing();
}

interface ProblemReporter {
  error(message: string): unknown;
  panicOnBuild(message: string): unknown;
}

/** The messages of this build's sourcing mistakes, until failOnSourcingProblems reports them. */
const found: string[] = [];

/**
 * A content mistake: printed now. A build fails on it (one found while sourcing, once sourcing
 * is over; one found later, at once). Returns whether the caller carries on and shows it on its
 * page, as develop does.
 */
export function contentProblem(reporter: ProblemReporter, message: string, stage: 'sourcing' | 'pages' = 'sourcing'): boolean {
  if (developing()) {
    reporter.error(message);
    return true;
  }
  if (stage === 'pages') {
    reporter.panicOnBuild(message);
    return false;
  }
  reporter.error(message);
  found.push(message);
  return false;
}

/** Fails the build when sourcing found mistakes; each was printed when it was found. */
export function failOnSourcingProblems(reporter: Pick<ProblemReporter, 'panicOnBuild'>): void {
  if (found.length === 0) return;
  const messages = found.splice(0);
  reporter.panicOnBuild(
    `The build stops: ${messages.length === 1 ? 'a mistake was' : `${messages.length} mistakes were`} found in the content (each printed above, naming its file):\n${messages.map((message) => `  - ${message.split('\n')[0]}`).join('\n')}`,
  );
}
