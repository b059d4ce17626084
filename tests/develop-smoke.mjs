#!/usr/bin/env node
/**
 * `gatsby develop` as an editor uses it. On a copy of the working tree (so the production
 * build's public/ and .cache stay untouched), it starts the develop server on a free port,
 * loads one page of every kind in Chromium and fails on the error overlay or any console error
 * or warning, sees a doc's samples link to the API reference (with a cold cache their types
 * arrive after the page), then edits the content the way an editor does: a new title and a new heading (in
 * the table of contents) show in the open page without a reload; a line saved in a gallery
 * example shows in its open "Show code"; a doc added to content/sidebars.ts shows in the sidebar. Five mistakes (a misspelt front-matter key, a
 * sidebar entry naming a missing doc, a link to a missing anchor, a mermaid diagram that does
 * not parse, an MDX syntax error) each show
 * in the terminal and in the browser while the server keeps running, and fixing the file clears
 * them without a restart. Each GraphQL query of the "Explore the
 * content" section of content/README.md runs in the server's GraphiQL endpoint and must return
 * data without errors. The server is stopped and the copy
 * removed however the run ends. Timings are printed for the record; `npm run bench` holds the
 * targets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium.mjs';
import { copyProject, startDevelop, waitFor } from '../scripts/develop-server.mjs';
import { CORE_PAGE_KINDS } from './page-kinds.mjs';

const root = process.cwd();
// How long a saved change may take to reach the page before the test gives up. The wait ends
// as soon as the change shows (about 4 s here), so a generous limit costs nothing when develop
// works; it only has to outlast a busy 2-core runner, where one recompile of a page with typed
// samples once took over a minute. Latency is measured by `npm run bench`, not here.
const CHANGE_TIMEOUT_MS = 180_000;
// Each step saves once: a save that has not shown when the wait runs out fails the test (an
// editor would have had to save again).
/** Waits for `check` after a save. */
function waitForSave(what, check) {
  return waitFor(what, check, CHANGE_TIMEOUT_MS);
}
const DOC_FILE = 'content/docs/faq.mdx';
const DOC_ROUTE = '/docs/faq';
const SIDEBARS_FILE = 'content/sidebars.ts';

// The develop server (not the site) sends each page's data with a `Link: rel=preload` header;
// Chromium warns when the page takes more than a few seconds after its load event to read it,
// which a busy runner can make happen on any page: a notice about load, not about the site.
const DEVELOP_PRELOAD_NOTICE =
  /console warning: The resource \S+\/(page-data\/\S+\/page-data|page-data\/app-data)\.json was preloaded using link preload but not used/;

// Gatsby's develop client (not the site) opens a socket to the server on every page; when the
// test moves on to the next page before a busy runner has connected it, Chromium warns that
// the socket closed first. The cut is the test's navigation; any other socket failure still counts.
const DEVELOP_SOCKET_CUT =
  /console warning: WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/socket\.io\/\S*' failed: WebSocket is closed before the connection is established\./;

const PAGE_KINDS = {
  ...CORE_PAGE_KINDS,
  search: '/search?q=selection',
  errorDecoder: '/docs/error?code=1',
};
async function main() {
  const dir = copyProject(root);
  let server;
  let browser;
  let page;
  // The browser's last messages (the HMR client's rebuilds and updates) say why a wait ran out.
  const consoleTail = [];
  const failures = [];
  try {
    server = await startDevelop(root, dir);
    const { base } = server;
    console.log(`develop: serving after ${(server.startMs / 1000).toFixed(1)} s (cold cache)`);

    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
    page = await browser.newPage();
    let problems = [];
    page.on('console', (message) => {
      consoleTail.push(`${message.type()}: ${message.text().slice(0, 200)}`);
      if (consoleTail.length > 30) consoleTail.shift();
      if (['error', 'warning'].includes(message.type())) problems.push(`console ${message.type()}: ${message.text().slice(0, 400)}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

    for (const [kind, route] of Object.entries(PAGE_KINDS)) {
      problems = [];
      // The server holds a request for an API reference page until TypeDoc is done: on a busy
      // runner with a cold cache, two minutes after develop serves.
      await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 300_000 });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 180_000 });
      // develop compiles a page's code on its first request: with a cold cache (a fresh
      // `npm ci`) the first pages take minutes on a busy 2-core machine.
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 300_000 })
        .catch(async (error) => {
          const text = (
            await page
              .locator('body')
              .innerText()
              .catch(() => '')
          ).slice(0, 500);
          throw new Error(`${route}: no h1 (${error.message.split('\n')[0]}); the page shows: ${text}`);
        });
      const overlay = await page.evaluate(() =>
        Boolean(document.querySelector('gatsby-fast-refresh')?.shadowRoot?.querySelector('[role="dialog"], [data-gatsby-overlay]')),
      );
      const banner = await page.locator('#base-url-issue-banner').count();
      const seen = problems.filter(
        (p) => !(kind === 'notFound' && p.includes('status of 404')) && !DEVELOP_PRELOAD_NOTICE.test(p) && !DEVELOP_SOCKET_CUT.test(p),
      );
      if (overlay) seen.push('the develop error overlay is open');
      if (banner) seen.push('the base-URL banner shows');
      console.log(`develop: ${kind} ${route}: ${seen.length ? 'FAILED' : 'ok'}`);
      if (seen.length) failures.push(...seen.map((p) => `${route}: ${p}`));
    }

    // develop serves the docs before the typed samples' background process is done, and the
    // API reference before TypeDoc is (src/node/code-types/typed-pages.ts, src/node/api/reference-pages.ts):
    // a doc's samples link to the API once their types are ready, in the open page.
    problems = [];
    await page.goto(`${base}${PAGE_KINDS.doc}`, { waitUntil: 'load', timeout: 180_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 180_000 });
    const codeRefs = page.locator('main pre a.code-ref');
    const linkedOnLoad = (await codeRefs.count()) > 0;
    const linkedAfter = await waitFor("the doc's samples to link to the API", async () => (await codeRefs.count()) > 0, CHANGE_TIMEOUT_MS);
    const typedProblems = problems.filter((p) => !DEVELOP_PRELOAD_NOTICE.test(p));
    if (typedProblems.length) failures.push(...typedProblems.map((p) => `${PAGE_KINDS.doc} while its types arrived: ${p}`));
    console.log(
      `develop: the doc's samples link to the API ${linkedOnLoad ? 'on load' : `${(linkedAfter / 1000).toFixed(1)} s after the load, without a reload`}`,
    );
    // The body is static markup, as readers get it: its elements are not React's, but for the
    // live parts of its islands, and its live example runs in it. A saved paragraph shows in
    // the open page, still static, without a reload.
    const staticBody = () =>
      page.evaluate(() => {
        const body = document.querySelector('[data-mdx-body]');
        if (!body) return 'the page has no [data-mdx-body] element';
        const reacts = [...body.querySelectorAll('*')].filter(
          (element) => !element.closest('[data-island-live]') && Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        );
        return reacts.length
          ? `${reacts.length} elements of the static body are React's (first: <${reacts[0].tagName.toLowerCase()}>)`
          : null;
      });
    const bodyProblem = await staticBody();
    if (bodyProblem) failures.push(`${PAGE_KINDS.doc}: ${bodyProblem}`);
    await page
      .locator('[data-live-example="editor-state"]')
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const liveEditor = page
      .locator('[data-mdx-body] [data-island-live] [data-live-example="editor-state"] [contenteditable="true"]')
      .first();
    await liveEditor.waitFor({ timeout: CHANGE_TIMEOUT_MS });
    await liveEditor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' typed in develop');
    await waitFor('the live example to take typing', () => liveEditor.innerText().then((t) => t.includes('typed in develop')), 30_000);
    console.log(
      `develop: ${PAGE_KINDS.doc} has a static body${bodyProblem ? ' (NOT: see the failures)' : ''}, and its live example takes typing`,
    );
    const bodyFile = path.join(dir, 'content/docs/concepts/editor-state.mdx');
    const bodyOriginal = fs.readFileSync(bodyFile, 'utf8');
    const savedWords = 'A paragraph saved in develop.';
    await page.evaluate(() => (window.__sameDocument = true));
    fs.writeFileSync(bodyFile, bodyOriginal.replace(/\n---\n\n/, `\n---\n\n${savedWords}\n\n`));
    const paragraphShown = await waitForSave('the saved paragraph in the open page', () =>
      page
        .locator('[data-mdx-body] p', { hasText: savedWords })
        .count()
        .then((n) => n > 0),
    );
    const afterSave = await staticBody();
    if (afterSave) failures.push(`${PAGE_KINDS.doc} after a save: ${afterSave}`);
    if (!(await page.evaluate(() => window.__sameDocument)))
      failures.push(`${PAGE_KINDS.doc}: the saved paragraph came with a full reload`);
    console.log(`develop: a saved paragraph showed ${(paragraphShown / 1000).toFixed(1)} s after the save, in a body still static`);
    fs.writeFileSync(bodyFile, bodyOriginal);

    // A gallery example's file saved: its open "Show code" shows the new source, as Gatsby's
    // watcher reports the file (src/node/gallery/files-source.ts).
    await page.goto(`${base}/gallery`, { waitUntil: 'load', timeout: 180_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 180_000 });
    const card = page.locator('li#plain-text');
    await card.getByRole('button', { name: 'Show code' }).click();
    await card.locator('[data-gallery-code] pre').first().waitFor({ timeout: 60_000 });
    const exampleFile = path.join(dir, 'src/gallery/plain-text/index.tsx');
    const exampleOriginal = fs.readFileSync(exampleFile, 'utf8');
    const savedComment = '// A line saved in develop.';
    fs.writeFileSync(exampleFile, `${exampleOriginal}${savedComment}\n`);
    const codeShown = await waitForSave('the saved line in the open "Show code"', () =>
      card
        .locator('[data-gallery-code] pre', { hasText: savedComment })
        .count()
        .then((n) => n > 0),
    );
    console.log(`develop: a gallery example's saved line showed in its open "Show code" ${(codeShown / 1000).toFixed(1)} s after the save`);
    fs.writeFileSync(exampleFile, exampleOriginal);

    // Nothing so far is a mistake: the terminal has no warning (Gatsby's about a template
    // without a page, while the API reference's pages are still to come, was one).
    const warnings = server
      .log()
      .split('\n')
      .filter((line) => /^warn(ing)?\b/.test(line.trim()));
    if (warnings.length) failures.push(...warnings.map((line) => `develop printed before any edit: ${line.trim().slice(0, 300)}`));

    const readme = fs.readFileSync(path.join(dir, 'content', 'README.md'), 'utf8');
    const explore = readme.slice(readme.indexOf('# Explore the content'));
    const queries = [...explore.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]);
    if (queries.length < 3) failures.push(`content/README.md "Explore the content" has ${queries.length} queries; expected at least 3`);
    for (const query of queries) {
      const name = /query (\w+)/.exec(query)?.[1] ?? 'a query';
      const response = await fetch(`${base}/___graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      const result = await response.json();
      const empty = !result.data || Object.values(result.data).some((v) => v === null || (Array.isArray(v?.nodes) && v.nodes.length === 0));
      if (result.errors || empty) failures.push(`README query ${name}: ${JSON.stringify(result.errors ?? result.data).slice(0, 300)}`);
      else console.log(`develop: README query ${name} returns data`);
    }

    // An old `.html` link of a page lands on the page, as the build's alias files do.
    const alias = await fetch(`${base}${DOC_ROUTE}.html?from=old`, { redirect: 'manual' });
    if (alias.status !== 301 || alias.headers.get('location') !== `${DOC_ROUTE}?from=old`) {
      failures.push(
        `${DOC_ROUTE}.html answered ${alias.status} (location ${alias.headers.get('location')}), not a 301 to ${DOC_ROUTE}?from=old`,
      );
    } else console.log(`develop: ${DOC_ROUTE}.html redirects to the page`);

    const file = path.join(dir, DOC_FILE);
    const original = fs.readFileSync(file, 'utf8');
    await page.goto(`${base}${DOC_ROUTE}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => (window.__sameDocument = true));
    const newTitle = 'Questions readers ask most';
    const saveTitle = () => fs.writeFileSync(file, original.replace(/^title: .*$/m, `title: ${newTitle}`));
    saveTitle();
    const shown = await waitForSave('the new title in the open page', () =>
      page
        .locator('h1')
        .innerText()
        .then((t) => t === newTitle),
    );
    const reloaded = !(await page.evaluate(() => window.__sameDocument));
    console.log(
      `develop: a new front-matter title showed ${(shown / 1000).toFixed(1)} s after the save${reloaded ? ' (after a full reload)' : ', without a reload'}`,
    );

    // Search follows the save: develop builds the index when a browser asks for it after a
    // change (src/node/search/develop-server.ts), not on every save.
    const searchPage = await browser.newPage();
    searchPage.on('pageerror', (error) => failures.push(`/search: uncaught: ${error.message}`));
    await searchPage.goto(`${base}/search?q=${encodeURIComponent('readers ask most')}`);
    await waitFor(
      'search to find the new title',
      () =>
        searchPage
          .locator('main ol li', { hasText: newTitle })
          .count()
          .then((n) => n > 0),
      CHANGE_TIMEOUT_MS,
    );
    await searchPage.close();
    console.log('develop: search finds the new title');

    const errorsBox = page.locator('[data-content-errors]');
    const errorsShown = (text) => errorsBox.count().then(async (n) => n > 0 && (await errorsBox.innerText()).includes(text));
    const errorsCleared = () => errorsBox.count().then((n) => n === 0);
    // Gatsby wraps long terminal lines: compare with the line breaks undone.
    const logSince = (mark) => server.log().slice(mark).replace(/\s+/g, ' ');
    /**
     * A mistake saved to a file shows in the terminal and on the page, the server keeps
     * running, and saving the fix clears it. Returns the terminal's output since the save.
     */
    const mistake = async ({ name, save, inTerminal, onPage, restore, cleared = errorsCleared }) => {
      const mark = server.log().length;
      save();
      await waitForSave(`${name} in the terminal`, () => inTerminal(logSince(mark)));
      // The terminal has it, so the compile ran; the page's query can still fail when Gatsby's
      // node model meets a node the save deleted (seen in CI: "Cannot read properties of
      // undefined (reading 'id')" in trackInlineObjectsInRootNode), and the page then waits
      // for the next save, as an editor would give it.
      await waitForSave(`${name} on the page`, onPage);
      const log = logSince(mark);
      if (server.exited() !== null) failures.push(`the develop server stopped after ${name}`);
      restore();
      await waitForSave(`${name} to clear`, cleared);
      return log;
    };

    await mistake({
      name: 'a misspelt front-matter key',
      save: () => fs.writeFileSync(file, original.replace(/^title: (.*)$/m, 'titel: $1')),
      inTerminal: (log) => log.includes(`Invalid front matter in ${DOC_FILE}`) && log.includes('unknown key "titel"'),
      onPage: () => errorsShown('unknown key "titel"'),
      restore: () => fs.writeFileSync(file, original),
    });
    await waitFor(
      'the original title back',
      () =>
        page
          .locator('h1')
          .innerText()
          .then((t) => t.length > 0 && t !== newTitle),
      CHANGE_TIMEOUT_MS,
    );
    console.log('develop: a misspelt front-matter key shows in the terminal and on the page, and fixing the file clears it');

    // A new heading reaches the table of contents.
    const heading = 'A heading the smoke test added';
    const saveHeading = () => fs.writeFileSync(file, `${original}\n## ${heading}\n\nA paragraph under it.\n`);
    const restoreFile = () => fs.writeFileSync(file, original);
    saveHeading();
    const toc = page.locator('nav[aria-label="On this page"]').first();
    await waitForSave('the new heading in the table of contents', () =>
      toc
        .innerText()
        .then((t) => t.includes(heading))
        .catch(() => false),
    );
    restoreFile();
    await waitForSave('the heading gone from the table of contents', () =>
      toc
        .innerText()
        .then((t) => !t.includes(heading))
        .catch(() => false),
    );
    console.log('develop: a new heading shows in the table of contents');

    // A doc added to the sidebars file shows in the sidebar; a missing one is a clear error.
    const sidebarsFile = path.join(dir, SIDEBARS_FILE);
    const sidebarsSource = fs.readFileSync(sidebarsFile, 'utf8');
    const addedTitle = 'A page the smoke test added';
    fs.writeFileSync(
      path.join(dir, 'content/docs/smoke-added.mdx'),
      `---\ntitle: ${addedTitle}\ndescription: Added by the develop smoke test.\n---\n\nAdded.\n`,
    );
    const withEntries = sidebarsSource.replace("    'faq',\n", "    'faq',\n    'smoke-added',\n    'concepts/does-not-exist',\n");
    if (withEntries === sidebarsSource) throw new Error(`${SIDEBARS_FILE} has no 'faq' entry to add after: update tests/develop-smoke.mjs`);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]').first();
    const sidebarShows = (text) =>
      sidebar
        .innerText()
        .then((t) => t.includes(text))
        .catch(() => null);
    const sidebarMessage = 'names the doc id "concepts/does-not-exist", which is not a doc';
    await mistake({
      name: 'a sidebar entry naming a missing doc',
      save: () => fs.writeFileSync(sidebarsFile, withEntries),
      inTerminal: (log) => log.includes(sidebarMessage),
      // The entry that names a doc shows in the sidebar beside the error.
      onPage: async () => (await sidebarShows(addedTitle)) === true && (await errorsShown(sidebarMessage)),
      restore: () => fs.writeFileSync(sidebarsFile, sidebarsSource),
      cleared: async () => (await errorsCleared()) && (await sidebarShows(addedTitle)) === false,
    });
    console.log('develop: a doc added to content/sidebars.ts shows in the sidebar');
    console.log('develop: a sidebar entry naming a missing doc shows in the terminal and on the page, and clears');

    // A link to a heading that does not exist.
    const anchorMessage = 'points to the anchor "#no-such-heading"';
    await mistake({
      name: 'a link to a missing anchor',
      save: () => fs.writeFileSync(file, `${original}\nSee [nowhere](./intro.mdx#no-such-heading).\n`),
      inTerminal: (log) => log.includes(anchorMessage),
      onPage: () => errorsShown(anchorMessage),
      restore: () => fs.writeFileSync(file, original),
    });
    console.log('develop: a link to a missing anchor shows in the terminal and on the page, and clears');

    // A diagram that does not parse: the message names the file and line, and the page keeps
    // showing, with the fence as code under the message.
    const diagramLine = original.replace(/\n$/, '').split('\n').length + 4;
    const diagramMessage = `${DOC_FILE}:${diagramLine}: cannot read "A --> B[never closed" to its end`;
    await mistake({
      name: 'a mermaid diagram that does not parse',
      save: () =>
        fs.writeFileSync(
          file,
          `${original.replace(/\n$/, '')}\n\n\`\`\`mermaid title="Broken"\nflowchart TD\n  A --> B[never closed\n\`\`\`\n`,
        ),
      inTerminal: (log) => log.includes(diagramMessage),
      onPage: () => errorsShown(diagramMessage),
      restore: () => fs.writeFileSync(file, original),
    });
    console.log('develop: a mermaid diagram that does not parse shows in the terminal and on the page, and clears');

    // An MDX syntax error: the terminal names the file and line; the browser shows it in
    // Gatsby's overlay (the page cannot compile) or in the page's error box.
    const brokenLine = original.split('\n').length + 1;
    const overlayText = () =>
      page.evaluate(() => document.querySelector('gatsby-fast-refresh')?.shadowRoot?.textContent ?? '').catch(() => '');
    const syntaxError = /MDX syntax error in content\/docs\/faq\.mdx:(\d+)/;
    const log = await mistake({
      name: 'an MDX syntax error',
      save: () => fs.writeFileSync(file, `${original}\n<Callout>\nnever closed\n`),
      inTerminal: (text) => syntaxError.test(text),
      onPage: async () => (await overlayText()).includes('faq.mdx') || (await errorsShown('MDX syntax error')),
      restore: () => fs.writeFileSync(file, original),
      cleared: async () => !(await overlayText()).includes('faq.mdx') && (await errorsCleared()) && (await page.locator('h1').count()) > 0,
    });
    const syntaxLine = Number(syntaxError.exec(log)[1]);
    if (Math.abs(syntaxLine - brokenLine) > 2)
      failures.push(`the MDX syntax error names line ${syntaxLine}; the broken tag is on line ${brokenLine}`);
    console.log(`develop: an MDX syntax error shows in the terminal (line ${syntaxLine}) and in the browser, and clears`);
  } catch (error) {
    // What the server printed last says why a wait ran out; all of it, the page's DOM and a
    // screenshot are kept in the temporary folder for a closer look.
    const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-smoke-'));
    if (server) {
      fs.writeFileSync(path.join(kept, 'develop.log'), server.log());
      console.error(`develop server output, last 3000 characters:\n${server.log().slice(-3000)}`);
    }
    if (page) {
      await page.screenshot({ path: path.join(kept, 'page.png') }).catch(() => undefined);
      const html = await page.content().catch(() => '');
      fs.writeFileSync(path.join(kept, 'page.html'), html);
      console.error(`develop's whole output, the page's HTML and a screenshot are in ${kept}`);
      const shows = await page
        .evaluate(() => ({
          url: location.pathname,
          h1: document.querySelector('h1')?.textContent ?? null,
          errors: document.querySelector('[data-content-errors]')?.textContent ?? null,
        }))
        .catch((e) => e.message);
      console.error(`the page shows: ${JSON.stringify(shows)}`);
      console.error(`the browser's last messages:\n${consoleTail.join('\n')}`);
    }
    throw error;
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`develop smoke test: ${failures.length} problem(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('develop smoke test: passed');
}

main().catch((error) => {
  console.error(`develop smoke test failed: ${error.message}`);
  process.exit(1);
});
