#!/usr/bin/env node
/**
 * The editor's figures of `gatsby develop`: start-up to the first served page from a clean
 * cache and from a warm one, and how long a saved front-matter title takes to show in the open
 * page (median of 5 saves). Prints a Markdown section with the targets; `npm run bench` adds it
 * to bench/report.md. Run on a quiet machine: the figures are wall-clock times.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { copyProject, startDevelop, waitFor } from './develop-server.mjs';

const root = process.cwd();
const DOC_FILE = 'content/docs/faq.mdx';
const DOC_ROUTE = '/docs/faq';
const EDITS = 5;
const DEVELOP_TARGETS = { coldStartS: 60, warmStartS: 20, hotReloadS: 3 };

const seconds = (ms) => Math.round(ms / 100) / 10;

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

async function firstPage(server) {
  const start = Date.now();
  const response = await fetch(`${server.base}/docs/intro`);
  await response.text();
  return Date.now() - start;
}

export async function benchDevelop() {
  const dir = copyProject(root);
  const figures = {};
  let server;
  let browser;
  try {
    server = await startDevelop(root, dir);
    figures.coldStart = server.startMs + (await firstPage(server));
    figures.coldSteps = startupSteps(server.log());
    await server.stop();
    server = await startDevelop(root, dir);
    figures.warmStart = server.startMs + (await firstPage(server));
    figures.warmSteps = startupSteps(server.log());

    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    const page = await browser.newPage();
    await page.goto(`${server.base}${DOC_ROUTE}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 180_000 });
    const file = path.join(dir, DOC_FILE);
    const original = fs.readFileSync(file, 'utf8');
    const samples = [];
    for (let i = 1; i <= EDITS; i += 1) {
      const title = `Frequently asked, edit ${i}`;
      const saved = Date.now();
      fs.writeFileSync(file, original.replace(/^title: .*$/m, `title: ${title}`));
      await waitFor(
        `edit ${i} to show`,
        () =>
          page
            .locator('h1')
            .innerText()
            .then((t) => t === title),
        120_000,
      );
      samples.push(Date.now() - saved);
    }
    samples.sort((a, b) => a - b);
    figures.hotReload = samples[Math.floor(samples.length / 2)];
    figures.hotReloadSamples = samples;
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const row = (label, ms, target) =>
    `| ${label} | ${seconds(ms)} | ${target} | ${seconds(ms) <= target ? 'met' : `missed by ${(seconds(ms) - target).toFixed(1)} s`} |`;
  return [
    '## gatsby develop',
    '',
    "Start-up is from the command to the first docs page served; hot reload from saving a doc's front-matter title to the new title in the open page.",
    '',
    '| figure | seconds | target | |',
    '|---|---|---|---|',
    row('start-up, clean cache', figures.coldStart, DEVELOP_TARGETS.coldStartS),
    row('start-up, warm cache', figures.warmStart, DEVELOP_TARGETS.warmStartS),
    row(
      `hot reload (median of ${EDITS}: ${figures.hotReloadSamples.map(seconds).join(', ')})`,
      figures.hotReload,
      DEVELOP_TARGETS.hotReloadS,
    ),
    '',
    "Where start-up spends its time (Gatsby's step timings, steps of a second or more; webpack's first compile of a page happens when it is requested, inside the figure above but outside this table):",
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
