/**
 * @jest-environment node
 *
 * The one place where develop and a build part (../mode.ts). Sourcing mistakes fail a build once
 * sourcing is over, not on the spot (an exit while Gatsby's datastore still writes hangs in
 * lmdb's exit hook); later ones fail it at once; develop prints them and carries on.
 */
import { contentProblem, failOnSourcingProblems, servesBeforeSlowWork, servesDrafts, writesPublicFiles } from '../mode';

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
  expect(contentProblem(reporter, 'content/docs/a.mdx: unknown key "x"')).toBe(false);
  contentProblem(reporter, 'content/docs/b.mdx:3: TS2339: nope\n  more detail');
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

it('in develop, prints the mistake, tells the caller to show it and never fails', () => {
  process.env.gatsby_executing_command = 'develop';
  const { printed, panics, reporter } = fakeReporter();
  expect(contentProblem(reporter, 'content/sidebars.ts: names a missing doc')).toBe(true);
  expect(contentProblem(reporter, 'Broken links in the docs: a.mdx', 'pages')).toBe(true);
  failOnSourcingProblems(reporter);
  expect(printed).toEqual(['content/sidebars.ts: names a missing doc', 'Broken links in the docs: a.mdx']);
  expect(panics).toEqual([]);
});

it('in a build, a mistake found once the pages are made fails it at once, and the caller stops', () => {
  process.env.gatsby_executing_command = 'build';
  const { printed, panics, reporter } = fakeReporter();
  expect(contentProblem(reporter, 'Broken links in the docs: a.mdx', 'pages')).toBe(false);
  expect(panics).toEqual(['Broken links in the docs: a.mdx']);
  expect(printed).toEqual([]);
  failOnSourcingProblems(reporter);
  expect(panics).toHaveLength(1);
});

it.each([
  ['develop', { drafts: true, publicFiles: false, beforeSlowWork: true }],
  ['build', { drafts: false, publicFiles: true, beforeSlowWork: false }],
])('%s: what it serves and writes', (command, expected) => {
  process.env.gatsby_executing_command = command;
  expect({ drafts: servesDrafts(), publicFiles: writesPublicFiles(), beforeSlowWork: servesBeforeSlowWork() }).toEqual(expected);
});

it('a clean build is not failed', () => {
  process.env.gatsby_executing_command = 'build';
  const { panics, reporter } = fakeReporter();
  failOnSourcingProblems(reporter);
  expect(panics).toEqual([]);
});
