#!/usr/bin/env node
/**
 * What a first view of each page kind costs, measured in the system Chromium against the
 * built site: the bytes of JavaScript, CSS and HTML it loads (raw and gzip) and its layout
 * shift (CLS), on a CPU slowed down four times as a mid-range phone's is (where a browser
 * paints a page it is still parsing, and content parsed later moves it). Figures are compared
 * with budgets.json; any figure over budget fails with the page kind, the figure and the budget. A first view is everything loaded until the load
 * event plus one second (Gatsby prefetches other pages only 3 s later, so they do not count).
 *
 * Usage: node tests/weight.mjs [--json] [--budgets budgets.json]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { inlineCss, kindOf, overBudget } from './budgets.mjs';
import { chromiumPath } from '../scripts/chromium.mjs';
import { freePort } from '../scripts/free-port.mjs';

const args = process.argv.slice(2);
const budgetsFile = args.includes('--budgets') ? args[args.indexOf('--budgets') + 1] : 'budgets.json';
const budgets = JSON.parse(fs.readFileSync(budgetsFile, 'utf8'));

/**
 * Layout shifts since navigation start, summed as CLS counts them (without session windows),
 * and what moved in each: its element, the time and the rectangles before and after.
 */
const CLS_OBSERVER = () => {
  window.__cls = 0;
  window.__shifts = [];
  const describe = (node) =>
    node instanceof Element
      ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`
      : String(node?.nodeName);
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls += entry.value;
      const moved = entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
      window.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** How many times slower than this machine the measured pages' CPU runs. */
const CPU_SLOWDOWN = 4;

async function measure(browser, baseUrl, path) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(CLS_OBSERVER);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, html: { raw: 0, gzip: 0 } };
  const pending = [];
  page.on('response', (response) => {
    const kind = kindOf(response.request().resourceType(), response.url());
    if (!kind || !response.url().startsWith(baseUrl)) return;
    pending.push(
      response.body().then(
        (body) => {
          totals[kind].raw += body.length;
          totals[kind].gzip += zlib.gzipSync(body, { level: 9 }).length;
          if (kind === 'html') {
            // Inline CSS counts as CSS too (it is also part of the HTML's bytes).
            const css = Buffer.from(inlineCss(body.toString('utf8')));
            totals.css.raw += css.length;
            totals.css.gzip += zlib.gzipSync(css, { level: 9 }).length;
          }
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => window.__cls);
  const shifts = await page.evaluate(() => window.__shifts);
  await Promise.all(pending);
  await page.close();
  const kb = (n) => Math.round((n / 1024) * 10) / 10;
  return {
    js: { raw: kb(totals.js.raw), gzip: kb(totals.js.gzip) },
    css: { raw: kb(totals.css.raw), gzip: kb(totals.css.gzip) },
    html: { raw: kb(totals.html.raw), gzip: kb(totals.html.gzip) },
    cls: Math.round(cls * 10000) / 10000,
    shifts,
  };
}

async function main() {
  let executablePath;
  try {
    executablePath = chromiumPath();
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const PORT = Number(process.env.WEIGHT_PORT ?? (await freePort()));
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'pipe' });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const results = {};
  const problems = [];
  try {
    for (const [kind, budget] of Object.entries(budgets.pages)) {
      results[kind] = await measure(browser, `http://127.0.0.1:${PORT}`, budget.path);
      problems.push(...overBudget(kind, results[kind], budget, budgets.cls));
    }
  } finally {
    await browser.close();
    server.kill();
  }
  if (args.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
    for (const problem of problems) console.error(`✗ ${problem}`);
    process.exit(problems.length > 0 ? 1 : 0);
  } else {
    console.log('| page kind | JS KB (gzip) | CSS KB (gzip) | HTML KB (gzip) | CLS |');
    console.log('|---|---|---|---|---|');
    for (const [kind, r] of Object.entries(results)) {
      console.log(`| ${kind} | ${r.js.raw} (${r.js.gzip}) | ${r.css.raw} (${r.css.gzip}) | ${r.html.raw} (${r.html.gzip}) | ${r.cls} |`);
    }
  }
  for (const problem of problems) console.error(`✗ ${problem}`);
  const checks = Object.keys(results).length * 4;
  console.log(`weight: ${checks - problems.length} passed, ${problems.length} failed`);
  process.exit(problems.length > 0 ? 1 : 0);
}

main();
