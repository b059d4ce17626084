#!/usr/bin/env node
/**
 * `gatsby develop` as an editor uses it. On a copy of the working tree (so the production
 * build's public/ and .cache stay untouched), it starts the develop server on a free port,
 * loads one page of every kind in Chromium and fails on the error overlay or any console error
 * or warning, then edits a doc the way an editor does: a new title shows in the open page
 * without a reload; a misspelt front-matter key shows in the terminal and on the page while
 * the server keeps running; fixing it clears the error. Each GraphQL query of the "Explore the
 * content" section of content/README.md runs in the server's GraphiQL endpoint and must return
 * data without errors. The server is stopped and the copy
 * removed however the run ends. Timings are printed for the record; `npm run bench` holds the
 * targets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { copyProject, startDevelop, waitFor } from '../scripts/develop-server.mjs';
import { CORE_PAGE_KINDS } from './page-kinds.mjs';

const root = process.cwd();
const CHANGE_TIMEOUT_MS = 60_000;
const DOC_FILE = 'content/docs/faq.mdx';
const DOC_ROUTE = '/docs/faq';

const PAGE_KINDS = {
  ...CORE_PAGE_KINDS,
  search: '/search?q=selection',
  errorDecoder: '/docs/error?code=1',
};
async function main() {
  const dir = copyProject(root);
  let server;
  let browser;
  const failures = [];
  try {
    server = await startDevelop(root, dir);
    const { base } = server;
    console.log(`develop: serving after ${(server.startMs / 1000).toFixed(1)} s (cold cache)`);

    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    const page = await browser.newPage();
    let problems = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(`console ${message.type()}: ${message.text().slice(0, 400)}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

    for (const [kind, route] of Object.entries(PAGE_KINDS)) {
      problems = [];
      await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 180_000 });
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
      const seen = problems.filter((p) => !(kind === 'notFound' && p.includes('status of 404')));
      if (overlay) seen.push('the develop error overlay is open');
      if (banner) seen.push('the base-URL banner shows');
      console.log(`develop: ${kind} ${route}: ${seen.length ? 'FAILED' : 'ok'}`);
      if (seen.length) failures.push(...seen.map((p) => `${route}: ${p}`));
    }

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

    const file = path.join(dir, DOC_FILE);
    const original = fs.readFileSync(file, 'utf8');
    await page.goto(`${base}${DOC_ROUTE}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => (window.__sameDocument = true));
    const newTitle = 'Questions readers ask most';
    fs.writeFileSync(file, original.replace(/^title: .*$/m, `title: ${newTitle}`));
    const shown = await waitFor(
      'the new title in the open page',
      () =>
        page
          .locator('h1')
          .innerText()
          .then((t) => t === newTitle),
      CHANGE_TIMEOUT_MS,
    );
    const reloaded = !(await page.evaluate(() => window.__sameDocument));
    console.log(
      `develop: a new front-matter title showed ${(shown / 1000).toFixed(1)} s after the save${reloaded ? ' (after a full reload)' : ', without a reload'}`,
    );

    problems = [];
    const before = server.log().length;
    fs.writeFileSync(file, original.replace(/^title: (.*)$/m, 'titel: $1'));
    await waitFor(
      'the front-matter error in the terminal',
      () =>
        server.log().slice(before).includes(`Invalid front matter in ${DOC_FILE}`) &&
        server.log().slice(before).includes('unknown key "titel"'),
      CHANGE_TIMEOUT_MS,
    );
    await waitFor(
      'the front-matter error on the page',
      () =>
        page
          .locator('[data-content-errors]')
          .count()
          .then((n) => n > 0),
      CHANGE_TIMEOUT_MS,
    );
    const pageText = await page.locator('[data-content-errors]').innerText();
    if (!pageText.includes('unknown key "titel"')) failures.push(`the page shows the error without the key: ${pageText}`);
    console.log('develop: a misspelt front-matter key shows in the terminal and on the page');
    if (server.exited() !== null) failures.push('the develop server stopped after the mistake');

    fs.writeFileSync(file, original);
    await waitFor(
      'the error to clear after the fix',
      () =>
        page
          .locator('[data-content-errors]')
          .count()
          .then((n) => n === 0),
      CHANGE_TIMEOUT_MS,
    );
    await waitFor(
      'the original title back',
      () =>
        page
          .locator('h1')
          .innerText()
          .then((t) => t.length > 0 && t !== newTitle),
      CHANGE_TIMEOUT_MS,
    );
    console.log('develop: fixing the file cleared the error');
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
