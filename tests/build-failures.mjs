#!/usr/bin/env node
/**
 * Proves that bad input fails the real build with a message naming the file and the fix
 * (nothing is silently dropped): each case copies the project, breaks one thing, runs
 * `gatsby build` and expects a non-zero exit and the message. The builds stop during
 * bootstrap, so each takes seconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatsbyBuild, oneLine } from './gatsby-build.mjs';

const root = process.cwd();
const SKIP = new Set(['node_modules', '.cache', 'public', '.git', 'test-results', 'playwright-report']);

function copyProject() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-site-broken-'));
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry) || entry.startsWith('.scratch')) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  // Nothing of .cache is worth copying: a build that starts without Gatsby's own saved state
  // deletes it before sourcing. The content caches (typed samples, error codes, the API
  // reference's TypeDoc output) sit in node_modules/.cache, which the symlink shares.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function edit(dir, file, change) {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the case did not change ${file}: update tests/build-failures.mjs`);
  fs.writeFileSync(full, after);
}

/** The line a sample (or a diagram) appended to the FAQ puts its second line on. */
const faqSampleLine = fs.readFileSync(path.join(root, 'content/docs/faq.mdx'), 'utf8').replace(/\n$/, '').split('\n').length + 4;

const allCases = [
  {
    name: 'a navbar item of unknown type',
    apply: (dir) => edit(dir, 'src/config/site.ts', (s) => s.replace("{ type: 'search',", "{ type: 'searchbox',")),
    expect:
      'Invalid site configuration in src/config/site.ts: - navbar.items[9].type: unknown navbar item type; use one of "link", "docSidebar", "dropdown", "docsVersionDropdown", "search"',
  },
  {
    name: 'a sidebar naming a missing doc id',
    apply: (dir) => edit(dir, 'content/sidebars.ts', (s) => s.replace("'faq',", "'faq',\n    'concepts/does-not-exist',")),
    expect:
      'sidebar "docs" names the doc id "concepts/does-not-exist", which is not a doc: create content/docs/concepts/does-not-exist.mdx or fix the id in content/sidebars.ts',
  },
  {
    name: 'a link to a missing anchor',
    apply: (dir) => edit(dir, 'content/docs/faq.mdx', (s) => `${s}\nSee [nowhere](./intro.mdx#no-such-heading).\n`),
    expect:
      'the link "./intro.mdx#no-such-heading" points to the anchor "#no-such-heading", which is not a heading of content/docs/intro.mdx',
  },
  {
    name: 'a Markdown link to a missing file',
    apply: (dir) => edit(dir, 'content/docs/faq.mdx', (s) => `${s}\nSee [gone](./concepts/gone.mdx).\n`),
    expect:
      'the link "./concepts/gone.mdx" points to content/docs/concepts/gone.mdx, which does not exist; fix the path or create the file',
  },
  {
    name: 'a code sample that stops compiling',
    apply: (dir) =>
      edit(
        dir,
        'content/docs/faq.mdx',
        (s) => `${s.replace(/\n$/, '')}\n\n\`\`\`ts\nimport {$getRoot} from 'lexical';\n$getRoot().nope();\n\`\`\`\n`,
      ),
    expect: `content/docs/faq.mdx:${faqSampleLine}: TS2339: Property 'nope' does not exist on type 'RootNode'.`,
  },
  {
    name: 'a mermaid diagram that does not parse',
    apply: (dir) =>
      edit(
        dir,
        'content/docs/faq.mdx',
        (s) => `${s.replace(/\n$/, '')}\n\n\`\`\`mermaid title="Broken"\nflowchart TD\n  A --> B[never closed\n\`\`\`\n`,
      ),
    expect: `content/docs/faq.mdx:${faqSampleLine}: cannot read "A --> B[never closed" to its end`,
  },
  {
    name: 'an MDX syntax error',
    apply: (dir) => edit(dir, 'content/docs/faq.mdx', (s) => `${s}\n<Callout>\nnever closed\n`),
    expect: 'MDX syntax error in content/docs/faq.mdx:',
  },
  {
    name: 'a front-matter key with a typo',
    apply: (dir) => edit(dir, 'content/docs/faq.mdx', (s) => s.replace(/^---\n/, '---\nsidebar_lable: FAQ\n')),
    expect: 'Invalid front matter in content/docs/faq.mdx: - unknown key "sidebar_lable"',
  },
  {
    name: 'an error code thrown by a production build but missing from the official table',
    apply: (dir) => edit(dir, 'src/node/errors/data/lexical-error-codes-0.35.0.json', (s) => s.replace(/\n\s*"158": "[^"]*",/, '')),
    expect: 'Lexical error code 158 thrown by @lexical/table (@lexical/table/LexicalTable.prod.js:',
  },
  {
    name: 'a blog post whose route is a year page',
    apply: (dir) => edit(dir, 'content/blog/welcome.mdx', (s) => s.replace(/^---\n/, "---\nslug: '2021'\n")),
    expect:
      "content/blog/welcome.mdx: the route /blog/2021 belongs to the page of the year's posts; give the post a front matter slug that is not a year, or rename the file",
  },
  {
    name: 'an old anchor mapped to a heading the page does not have',
    apply: (dir) => edit(dir, 'content/docs/testing.mdx', (s) => s.replace('general-guidelines: tips', 'general-guidelines: guidelines')),
    expect:
      'content/docs/testing.mdx: old_anchors in the front matter: - "general-guidelines: guidelines": "guidelines" is not a heading id of this page; use one of',
  },
  {
    name: 'a page module without a default export',
    apply: (dir) => fs.writeFileSync(path.join(dir, 'src/pages/no-default.tsx'), 'export function NoDefault() {\n  return null;\n}\n'),
    expect: 'created a page without a valid default export',
  },
];

/** `ONLY=navbar npm run test:build-failures` runs the cases whose name contains the word. */
const cases = process.env.ONLY ? allCases.filter((c) => c.name.includes(process.env.ONLY)) : allCases;

/**
 * A broken build reports its error within seconds (about 15-25 s a case on an idle 2-core
 * runner, 96-184 s with the machine loaded four times over). One that has not exited long after
 * has hung after (or instead of) reporting it, which is a failure of its own: an editor's
 * `npm run build` would never return (./gatsby-build.mjs).
 */
const BUILD_TIMEOUT_MS = 480_000;

const build = (dir) => gatsbyBuild(dir, { timeoutMs: BUILD_TIMEOUT_MS });

let passed = 0;
let failed = 0;
/** Builds a fresh copy of the project with the case's change; resolves with the build's run. */
async function buildCase(testCase) {
  const dir = copyProject();
  try {
    testCase.apply(dir);
    return await build(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function runCase(testCase) {
  const started = Date.now();
  // No second try: a hang is a failure with its report. The one seen before (a content mistake
  // found while sourcing, the build's exit blocked in lmdb's exit hook) is why such mistakes now
  // fail the build after sourcing (src/node/problems.ts).
  const run = await buildCase(testCase);
  const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const ok = run.hang === null && run.status !== 0 && run.output.includes(oneLine(testCase.expect));
  if (ok) {
    passed += 1;
    console.log(`✓ ${testCase.name} fails the build in ${seconds} with: ${testCase.expect}`);
  } else {
    failed += 1;
    console.error(
      `✗ ${testCase.name}: ${run.hang === null ? `exit ${run.status}` : `still running after ${BUILD_TIMEOUT_MS / 1000} s, killed`} after ${seconds}, expected the message:\n  ${testCase.expect}\nlast output:\n${run.output.slice(-2000)}${run.hang === null ? '' : `\nwhat the build's processes were doing:\n${run.hang}`}`,
    );
  }
}

// Two builds at a time: each spends most of its time on one core (compiling the gatsby files,
// sourcing), so a second one uses the other core of a 2-core runner.
const queue = [...cases];
await Promise.all(
  Array.from({ length: 2 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await runCase(next);
  }),
);
console.log(`build-failures: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
