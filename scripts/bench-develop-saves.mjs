#!/usr/bin/env node
/**
 * `gatsby develop` never loses a save: 50 saves in a row, the kinds an editor makes (a title, a
 * paragraph, a sidebar label, a new doc added to the sidebar, a link broken and then fixed),
 * each followed until it shows in the open page, within SHOW_WITHIN_MS. Prints how many of the
 * 50 showed and the slowest. Part of `npm run bench` (a stress run, not a test: it takes a few
 * minutes); alone, `node scripts/bench-develop-saves.mjs` exits 1 when a save did not show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium.mjs';
import { copyProject, startDevelop, waitFor } from './develop-server.mjs';

const SAVES = 50;
const SHOW_WITHIN_MS = 10_000;
const DOC_FILE = 'content/docs/faq.mdx';
const DOC_ROUTE = '/docs/faq';
const NEW_DOC = 'content/docs/stress-added.mdx';
const SIDEBARS_FILE = 'content/sidebars.ts';

/** The five kinds of save, in turn: each writes its change and says how the open page shows it. */
function saves(dir, page) {
  const doc = path.join(dir, DOC_FILE);
  const sidebars = path.join(dir, SIDEBARS_FILE);
  const original = fs.readFileSync(doc, 'utf8');
  const sidebarsSource = fs.readFileSync(sidebars, 'utf8');
  const main = () => page.locator('main').innerText();
  const sidebar = async () => (await page.locator('nav[aria-label="Docs sidebar"]').first().textContent()) ?? '';
  return [
    {
      kind: 'title',
      save: (n) => fs.writeFileSync(doc, original.replace(/^title: .*$/m, `title: Stress title ${n}`)),
      shown: async (n) => (await page.locator('main h1').first().innerText()) === `Stress title ${n}`,
    },
    {
      kind: 'paragraph',
      save: (n) => fs.writeFileSync(doc, original.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\nStress paragraph ${n}.\n`)),
      shown: async (n) => (await main()).includes(`Stress paragraph ${n}.`),
    },
    {
      kind: 'sidebar label',
      save: (n) => fs.writeFileSync(doc, original.replace(/^(title: .*)$/m, `$1\nsidebar_label: Stress label ${n}`)),
      shown: async (n) => (await sidebar()).includes(`Stress label ${n}`),
    },
    {
      kind: 'new doc',
      save: (n) => {
        fs.writeFileSync(path.join(dir, NEW_DOC), `---\ntitle: Stress doc ${n}\ndescription: A doc the stress run added.\n---\n\nAdded.\n`);
        if (!fs.readFileSync(sidebars, 'utf8').includes("'stress-added'")) {
          fs.writeFileSync(sidebars, sidebarsSource.replace("'intro',", "'intro',\n    'stress-added',"));
        }
      },
      shown: async (n) => (await sidebar()).includes(`Stress doc ${n}`),
    },
    {
      kind: 'broken, then fixed link',
      save: (n) => fs.writeFileSync(doc, `${original}\n\nSee [a missing heading](./intro.mdx#no-such-heading-${n}).\n`),
      shown: async (n) => (await main()).includes(`no-such-heading-${n}`),
      fix: () => fs.writeFileSync(doc, original),
      fixed: async () => (await page.locator('[data-content-errors]').count()) === 0,
    },
  ];
}

/** Runs the 50 saves; returns the count shown, the total, the slowest and the saves that did not show. */
export async function benchDevelopSaves() {
  const root = process.cwd();
  const dir = copyProject(root);
  let server;
  let browser;
  const results = [];
  try {
    server = await startDevelop(root, dir);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
    const page = await browser.newPage();
    await page.goto(`${server.base}${DOC_ROUTE}`, { timeout: 300_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 300_000 });
    // develop keeps working in the background after it serves (TypeDoc, the samples' types):
    // the saves start once it is done and quiet for 5 s, as an editor's do after the first minute.
    await waitFor('the API reference', () => /\[api\] \d+ modules, \d+ exports/.test(server.log()), 600_000);
    let length = -1;
    let changedAt = 0;
    await waitFor(
      'develop to be quiet for 5 s',
      () => {
        if (server.log().length !== length) [length, changedAt] = [server.log().length, Date.now()];
        return Date.now() - changedAt >= 5000;
      },
      600_000,
    );
    const kinds = saves(dir, page);
    for (let n = 1; results.length < SAVES; n += 1) {
      const step = kinds[(n - 1) % kinds.length];
      const mark = server.log().length;
      step.save(n);
      const result = { n: results.length + 1, kind: step.kind };
      try {
        result.ms = await waitFor(`save ${result.n} (${step.kind})`, () => step.shown(n).catch(() => false), SHOW_WITHIN_MS);
      } catch (error) {
        result.error = `${error.message}; develop printed after the save:\n${server.log().slice(mark).slice(-2000)}`;
      }
      results.push(result);
      if (step.fix && results.length < SAVES) {
        step.fix();
        const fixed = { n: results.length + 1, kind: 'link fixed' };
        try {
          fixed.ms = await waitFor(`save ${fixed.n} (link fixed)`, () => step.fixed().catch(() => false), SHOW_WITHIN_MS);
        } catch (error) {
          fixed.error = error.message;
        }
        results.push(fixed);
      }
    }
  } finally {
    await browser?.close();
    await server?.stop();
  }
  const shown = results.filter((r) => r.error === undefined);
  const slowest = shown.reduce((max, r) => Math.max(max, r.ms), 0);
  console.log(
    `develop saves: ${shown.length} of ${results.length} showed within ${SHOW_WITHIN_MS / 1000} s (slowest ${(slowest / 1000).toFixed(1)} s)`,
  );
  for (const r of results.filter((each) => each.error !== undefined)) console.log(`  save ${r.n} (${r.kind}) did not show: ${r.error}`);
  return { shown: shown.length, total: results.length, slowestMs: slowest, lost: results.filter((each) => each.error !== undefined) };
}

/** The report's section. */
export function savesSection({ shown, total, slowestMs, lost }) {
  return [
    '## develop: 50 saves in a row',
    '',
    `A title, a paragraph, a sidebar label, a new doc in the sidebar, a link broken then fixed, in turn (scripts/bench-develop-saves.mjs): **${shown} of ${total}** showed in the open page within ${SHOW_WITHIN_MS / 1000} s; the slowest took ${(slowestMs / 1000).toFixed(1)} s.`,
    ...lost.map((r) => `- save ${r.n} (${r.kind}) did not show`),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const summary = await benchDevelopSaves();
  process.exit(summary.shown === summary.total ? 0 : 1);
}
