#!/usr/bin/env node
/**
 * `gatsby develop` never loses a save: 50 saves in a row, the kinds an editor makes (a title, a
 * paragraph, a sidebar label, a new doc added to the sidebar, a link broken and then fixed, a
 * save in two steps as some editors make it: the file emptied, then written TWO_STEP_GAP_MS
 * later, and a doc renamed, then deleted), each followed until it shows in the open page (or,
 * for the renamed doc, in develop's GraphQL), within SHOW_WITHIN_MS. Then two-step saves whose
 * steps are closer than that (CLOSE_GAPS_MS): the file watcher (chokidar, without
 * `awaitWriteFinish` in gatsby-source-filesystem) can merge the two events, so these are
 * measured, not required. Prints how many showed and the slowest. Part of `npm run bench` (a
 * stress run, not a test: it takes a few minutes); alone, `node scripts/bench-develop-saves.mjs`
 * exits 1 when one of the 50 did not show.
 */
import fs from 'node:fs';
import os from 'node:os';
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
/** The two steps of a save that always shows: the file emptied, then written this much later. */
const TWO_STEP_GAP_MS = 50;
/** Closer two-step saves, measured: each gap CLOSE_PAIRS times. */
const CLOSE_GAPS_MS = [0, 5, 20];
const CLOSE_PAIRS = 5;
const MOVED_FROM = 'content/docs/stress-moved.mdx';
const MOVED_TO = 'content/docs/stress-moved-again.mdx';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ids of the stress run's moved docs, as develop's GraphQL has them. */
async function movedDocIds(base) {
  const response = await fetch(`${base}/___graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ allDoc(filter: { docId: { regex: "/^stress-moved/" } }) { nodes { docId } } }' }),
  });
  const { data } = await response.json();
  return data.allDoc.nodes.map((node) => node.docId).sort();
}

/** Saves `text` to `file` in two steps, as some editors do: the file emptied, then written `gapMs` later. */
async function saveInTwoSteps(file, text, gapMs) {
  fs.writeFileSync(file, '');
  if (gapMs > 0) await sleep(gapMs);
  fs.writeFileSync(file, text);
}

/** The kinds of save, in turn: each writes its change and says how the open page shows it. */
function saves(dir, page, base) {
  const doc = path.join(dir, DOC_FILE);
  const sidebars = path.join(dir, SIDEBARS_FILE);
  const original = fs.readFileSync(doc, 'utf8');
  const sidebarsSource = fs.readFileSync(sidebars, 'utf8');
  const main = () => page.locator('main').innerText();
  const withParagraph = (text) => original.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\n${text}\n`);
  const noContentErrors = async () => (await page.locator('[data-content-errors]').count()) === 0;
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
      fixed: noContentErrors,
    },
    {
      kind: `emptied, then written ${TWO_STEP_GAP_MS} ms later`,
      save: (n) => saveInTwoSteps(doc, withParagraph(`Two-step paragraph ${n}.`), TWO_STEP_GAP_MS),
      shown: async (n) => (await main()).includes(`Two-step paragraph ${n}.`) && (await noContentErrors()),
    },
    {
      kind: 'a doc renamed, then deleted',
      save: async (n) => {
        const [from, to] = [path.join(dir, MOVED_FROM), path.join(dir, MOVED_TO)];
        fs.writeFileSync(from, `---\ntitle: Moved doc ${n}\ndescription: A doc the stress run moves.\n---\n\nMoved.\n`);
        await waitFor('the new doc in GraphQL', async () => (await movedDocIds(base)).join() === 'stress-moved', SHOW_WITHIN_MS);
        fs.renameSync(from, to);
        await waitFor('the renamed doc in GraphQL', async () => (await movedDocIds(base)).join() === 'stress-moved-again', SHOW_WITHIN_MS);
        fs.rmSync(to);
      },
      shown: async () => (await movedDocIds(base)).length === 0,
    },
  ];
}

/** Two-step saves closer than TWO_STEP_GAP_MS: how many of CLOSE_PAIRS showed, per gap. */
async function closePairs(dir, page) {
  const doc = path.join(dir, DOC_FILE);
  const original = fs.readFileSync(doc, 'utf8');
  const figures = [];
  for (const gapMs of CLOSE_GAPS_MS) {
    let shown = 0;
    for (let i = 1; i <= CLOSE_PAIRS; i += 1) {
      const text = `Close pair ${gapMs} ms ${i}.`;
      await saveInTwoSteps(doc, original.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\n${text}\n`), gapMs);
      const showed = await waitFor(text, async () => (await page.locator('main').innerText()).includes(text), SHOW_WITHIN_MS).then(
        () => true,
        () => false,
      );
      if (showed) shown += 1;
      else {
        // Puts the doc back in a state the page shows before the next pair.
        fs.writeFileSync(doc, original);
        await waitFor('the doc restored', async () => (await page.locator('main h1').count()) > 0, SHOW_WITHIN_MS).catch(() => undefined);
      }
    }
    figures.push({ gapMs, shown, of: CLOSE_PAIRS });
  }
  fs.writeFileSync(doc, original);
  return figures;
}

/** Runs the 50 saves; returns the count shown, the total, the slowest and the saves that did not show. */
export async function benchDevelopSaves() {
  const root = process.cwd();
  const dir = copyProject(root);
  let server;
  let browser;
  const results = [];
  let close = [];
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
    const kinds = saves(dir, page, server.base);
    for (let n = 1; results.length < SAVES; n += 1) {
      const step = kinds[(n - 1) % kinds.length];
      const mark = server.log().length;
      try {
        await step.save(n);
      } catch (error) {
        results.push({ n: results.length + 1, kind: step.kind, error: `the save's own steps: ${error.message}` });
        continue;
      }
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
    close = await closePairs(dir, page);
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
  if (shown.length < results.length && server) {
    const logFile = path.join(os.tmpdir(), 'develop-saves.log');
    fs.writeFileSync(logFile, server.log());
    console.log(`  develop's whole output: ${logFile}`);
  }
  console.log(`develop saves in two steps closer than ${TWO_STEP_GAP_MS} ms: ${closeLine(close)}`);
  return {
    shown: shown.length,
    total: results.length,
    slowestMs: slowest,
    lost: results.filter((each) => each.error !== undefined),
    close,
  };
}

/** The close pairs' figures in one line. */
function closeLine(close) {
  return close.map(({ gapMs, shown, of }) => `${gapMs} ms apart, ${shown} of ${of} showed`).join('; ');
}

/** The report's section. */
export function savesSection({ shown, total, slowestMs, lost, close }) {
  return [
    '## develop: 50 saves in a row',
    '',
    `A title, a paragraph, a sidebar label, a new doc in the sidebar, a link broken then fixed, a save in two steps ${TWO_STEP_GAP_MS} ms apart, a doc renamed then deleted, in turn (scripts/bench-develop-saves.mjs): **${shown} of ${total}** showed within ${SHOW_WITHIN_MS / 1000} s; the slowest took ${(slowestMs / 1000).toFixed(1)} s.`,
    ...lost.map((r) => `- save ${r.n} (${r.kind}) did not show`),
    '',
    `Two-step saves closer than that (measured, not required: the watcher can merge the two events): ${closeLine(close)}.`,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const summary = await benchDevelopSaves();
  process.exit(summary.shown === summary.total ? 0 : 1);
}
