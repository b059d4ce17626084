#!/usr/bin/env node
/**
 * The editor's figures of `npm run develop`: start-up from a clean cache and from a warm one,
 * to the first docs page shown in Chromium, and how long a saved front-matter title and a
 * saved new paragraph take to show in the open page (median of 5 saves each). Prints a
 * Markdown section with the targets; `npm run bench` adds it to bench/report.md. Run on a quiet machine: the figures are wall-clock times.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CONTENT_CACHE_DIR } from '../src/shared/content-cache.mjs';
import { chromiumPath } from './chromium.mjs';
import { readIntoPageCache } from './page-cache.mjs';
import { copyProject, startDevelop, waitFor } from './develop-server.mjs';

const root = process.cwd();
const DOC_FILE = 'content/docs/faq.mdx';
const DOC_ROUTE = '/docs/faq';
const FIRST_ROUTE = '/docs/intro';
const EDITS = 5;
/** The editor's loop at least as fast as the same site on Docusaurus with Rspack, measured on this machine. */
export const DEVELOP_TARGETS = { coldStartS: 15, warmStartS: 8, hotReloadS: 1 };

const seconds = (ms) => Math.round(ms / 100) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => os.loadavg()[0].toFixed(1);

/**
 * Where a start-up spent its time: Gatsby's own step timings from the develop log
 * ("success <step> - 12.3s"), and the API plugin's cache line. Steps under a second are left out.
 */
export function startupSteps(log) {
  const steps = new Map();
  for (const match of log.replace(/\r/g, '\n').matchAll(/^success (.+?) - ([\d.]+)s/gm)) {
    steps.set(match[1].trim(), (steps.get(match[1].trim()) ?? 0) + Number(match[2]));
  }
  return steps;
}

/**
 * Whether a develop start from an empty cache has made the API nodes and worked out the
 * samples' types: it serves the site before both are done.
 */
function backgroundDone(log) {
  return /\[api\] \d+ modules, \d+ exports/.test(log) && /Typed samples: the guides' types worked out/.test(log);
}

/** From the command to the first docs page shown (its h1, hydrated) in Chromium. */
async function startToFirstPage(browser, dir) {
  const started = Date.now();
  const server = await startDevelop(root, dir);
  const page = await browser.newPage();
  await page.goto(`${server.base}${FIRST_ROUTE}`, { timeout: 300_000 });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 300_000 });
  await page.locator('main h1').first().waitFor({ timeout: 300_000 });
  const ms = Date.now() - started;
  await page.close();
  return { server, ms };
}

/**
 * Saves `change(original)` EDITS times and times each until `shown(i)` holds in the open page.
 * A save that never shows fails the run with what develop printed after it.
 */
async function hotReloads(server, file, change, shown) {
  const original = fs.readFileSync(file, 'utf8');
  const samples = [];
  try {
    for (let i = 1; i <= EDITS; i += 1) {
      const saved = Date.now();
      const mark = server.log().length;
      fs.writeFileSync(file, change(original, i));
      await waitFor(`edit ${i} to show`, () => shown(i), 120_000).catch((error) => {
        throw new Error(`${error.message}; develop printed after the save:\n${server.log().slice(mark)}`);
      });
      samples.push(Date.now() - saved);
    }
  } finally {
    fs.writeFileSync(file, original);
  }
  return samples;
}

export async function benchDevelop() {
  const dir = copyProject(root);
  const figures = {};
  let server;
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
    const loadBefore = load();
    // From an empty cache, as after `npm ci`: the copy shares node_modules and its content caches.
    fs.rmSync(path.join(root, CONTENT_CACHE_DIR), { recursive: true, force: true });
    // node_modules in the file cache, as `npm ci` leaves it (./page-cache.mjs says why).
    figures.warmed = await readIntoPageCache([path.join(root, 'node_modules')]);
    ({ server, ms: figures.coldStart } = await startToFirstPage(browser, dir));
    figures.coldSteps = startupSteps(server.log());
    // Each figure as soon as it is measured: a later step that fails keeps the earlier ones.
    console.error(`bench-develop: first docs page from an empty cache after ${seconds(figures.coldStart)} s (load ${load()})`);
    // develop serves before TypeDoc and the typed samples' pass are done; the warm start below
    // must find what they cache, as an editor's next start does.
    const rest = await waitFor("the API reference and the samples' types", () => backgroundDone(server.log()), 600_000);
    figures.coldComplete = figures.coldStart + rest;
    console.error(`bench-develop: API reference and samples' types ready after ${seconds(figures.coldComplete)} s`);
    // An editor's session pauses now and then, and develop writes webpack's cache in a pause
    // (5 s after the last rebuild): stopped before any pause, the next start would rebuild
    // what the session compiled, which no editor's next start does. So the session pauses
    // here until no rebuild has run for 8 s.
    let rebuilds = -1;
    let lastRebuildAt = 0;
    await waitFor(
      'a pause of 8 s without a rebuild',
      () => {
        const count = server.log().split('Re-building development bundle').length;
        if (count !== rebuilds) [rebuilds, lastRebuildAt] = [count, Date.now()];
        return Date.now() - lastRebuildAt >= 8000;
      },
      120_000,
    );
    await server.stop();
    ({ server, ms: figures.warmStart } = await startToFirstPage(browser, dir));
    figures.warmSteps = startupSteps(server.log());
    console.error(`bench-develop: first docs page from a warm cache after ${seconds(figures.warmStart)} s (load ${load()})`);

    const page = await browser.newPage();
    await page.goto(`${server.base}${DOC_ROUTE}`, { timeout: 300_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 300_000 });
    const file = path.join(dir, DOC_FILE);
    const h1 = () => page.locator('main h1').first().innerText();
    figures.title = await hotReloads(
      server,
      file,
      (text, i) => text.replace(/^title: .*$/m, `title: Frequently asked, edit ${i}`),
      async (i) => (await h1()) === `Frequently asked, edit ${i}`,
    );
    figures.paragraph = await hotReloads(
      server,
      file,
      (text, i) => text.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\nA paragraph saved as edit ${i}.\n`),
      async (i) => (await page.getByText(`A paragraph saved as edit ${i}.`).count()) > 0,
    );
    figures.load = `${loadBefore} before, ${load()} after`;
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const row = (label, ms, target) =>
    `| ${label} | ${seconds(ms)} | ${target} | ${seconds(ms) <= target ? 'met' : `missed by ${(seconds(ms) - target).toFixed(1)} s`} |`;
  const reloadRow = (label, samples) =>
    row(`hot reload, ${label} (median of ${EDITS}: ${samples.map(seconds).join(', ')})`, median(samples), DEVELOP_TARGETS.hotReloadS);
  return [
    '## gatsby develop',
    '',
    `\`npm run develop\` with CI=true. Start-up is from the command to the first docs page (${FIRST_ROUTE}) shown and hydrated in Chromium (the warm start after a session that paused for 8 s, in which develop writes webpack's cache, as an editor's session does); hot reload from saving ${DOC_FILE} to the change shown in the open page. Load average (1 min): ${figures.load}. Before the clean start, node_modules was read into the file cache (${figures.warmed.files} files, ${figures.warmed.megabytes} MB, in ${figures.warmed.seconds} s), as \`npm ci\` leaves it.`,
    '',
    '| figure | seconds | target | |',
    '|---|---|---|---|',
    row('start-up, clean cache', figures.coldStart, DEVELOP_TARGETS.coldStartS),
    `| start-up, clean cache, until the API reference and the samples' types are there too | ${seconds(figures.coldComplete)} | | |`,
    row('start-up, warm cache', figures.warmStart, DEVELOP_TARGETS.warmStartS),
    reloadRow("a doc's title", figures.title),
    reloadRow('a new paragraph', figures.paragraph),
    '',
    "Where start-up spends its time (Gatsby's step timings, steps of a second or more; webpack compiles a page's code when a browser first asks for it, inside the figure above but outside this table):",
    '',
    '| step | clean cache, s | warm cache, s |',
    '|---|---|---|',
    ...[...figures.coldSteps.keys()]
      .filter((step) => figures.coldSteps.get(step) >= 1 || (figures.warmSteps.get(step) ?? 0) >= 1)
      .map((step) => `| ${step} | ${figures.coldSteps.get(step).toFixed(1)} | ${(figures.warmSteps.get(step) ?? 0).toFixed(1)} |`),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchDevelop()
    .then((section) => console.log(section))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
