/**
 * @jest-environment node
 *
 * Sourcing mistakes fail a build once sourcing is over, not on the spot (../problems.ts: an exit
 * while Gatsby's datastore still writes hangs in lmdb's exit hook).
 */
import { failOnSourcingProblems, sourcingProblem } from '../problems';

function fakeReporter() {
  const printed: string[] = [];
  const panics: string[] = [];
  return { printed, panics, reporter: { error: (m: string) => void printed.push(m), panicOnBuild: (m: string) => void panics.push(m) } };
}

const command = process.env.gatsby_executing_command;
afterEach(() => {
  process.env.gatsby_executing_command = command;
});

it('in a build, prints each mistake as it is found and fails once, with all of them, when sourcing is over', () => {
  process.env.gatsby_executing_command = 'build';
  const { printed, panics, reporter } = fakeReporter();
  sourcingProblem(reporter, 'content/docs/a.mdx: unknown key "x"');
  sourcingProblem(reporter, 'content/docs/b.mdx:3: TS2339: nope\n  more detail');
  expect(printed).toHaveLength(2);
  expect(panics).toEqual([]);
  failOnSourcingProblems(reporter);
  expect(panics).toHaveLength(1);
  expect(panics[0]).toContain('2 mistakes were found');
  expect(panics[0]).toContain('  - content/docs/a.mdx: unknown key "x"');
  // One line each: the detail was printed with the mistake.
  expect(panics[0].endsWith('  - content/docs/b.mdx:3: TS2339: nope')).toBe(true);
  failOnSourcingProblems(reporter);
  expect(panics).toHaveLength(1);
});

it('in develop, prints the mistake and never fails', () => {
  process.env.gatsby_executing_command = 'develop';
  const { printed, panics, reporter } = fakeReporter();
  sourcingProblem(reporter, 'content/sidebars.ts: names a missing doc');
  failOnSourcingProblems(reporter);
  expect(printed).toEqual(['content/sidebars.ts: names a missing doc']);
  expect(panics).toEqual([]);
});

it('a clean build is not failed', () => {
  process.env.gatsby_executing_command = 'build';
  const { panics, reporter } = fakeReporter();
  failOnSourcingProblems(reporter);
  expect(panics).toEqual([]);
});
