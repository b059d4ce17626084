/**
 * Content mistakes found while Gatsby sources and transforms nodes (a bad front-matter key, a
 * sample that does not compile, a sidebar naming a missing doc...).
 *
 * `reporter.panicOnBuild` ends `gatsby build` on the spot, with `process.exit`. Called while
 * Gatsby's datastore (lmdb) still has writes in flight, as it has while other plugins make
 * their nodes, the exit blocks in lmdb's native exit hook, in a futex wait that never ends: the
 * broken build hangs instead of failing. A Node process that exits with lmdb writes pending
 * hangs there in most runs; one that lets them finish first never does. Gatsby waits for its
 * datastore once sourcing is over, so a mistake found while sourcing is printed at once and
 * fails the build at the site's first createPages (failOnSourcingProblems), together with any
 * other found by then. In develop it is printed only: the feature that found it shows it on the
 * page until a save fixes it.
 */
import { isDevelop } from './env';

/** The messages of this build's sourcing mistakes, until failOnSourcingProblems reports them. */
const found: string[] = [];

/** A content mistake found while sourcing: printed now, and in a build it fails the build once sourcing is over. */
export function sourcingProblem(reporter: { error(message: string): unknown }, message: string): void {
  reporter.error(message);
  if (!isDevelop()) found.push(message);
}

/** Fails the build when sourcing found mistakes; each was printed when it was found. */
export function failOnSourcingProblems(reporter: { panicOnBuild(message: string): unknown }): void {
  if (found.length === 0) return;
  const messages = found.splice(0);
  reporter.panicOnBuild(
    `The build stops: ${messages.length === 1 ? 'a mistake was' : `${messages.length} mistakes were`} found in the content (each printed above, naming its file):\n${messages.map((message) => `  - ${message.split('\n')[0]}`).join('\n')}`,
  );
}
