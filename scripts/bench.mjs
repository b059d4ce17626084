#!/usr/bin/env node
/**
 * `npm run bench`: the site's figures, added on top of bench/report.md as a dated section, so a
 * change's effect on speed shows in review. It builds the site cold (after `gatsby clean`) and warm, measures
 * the first view of each page kind (tests/weight.mjs), runs Lighthouse (mobile and desktop)
 * on home, a doc, an API module and a blog post in the system Chromium, runs the search
 * benchmark and measures `gatsby develop` (start-up cold and warm, hot reload, 50 saves in a row). Takes a few minutes; run it on a quiet machine.
 * With PEER_WORK set (the Docusaurus peer's folder, ../shared/peer/README.md), it also times the
 * editors' loop beside the peer and reports each figure as a ratio (./bench-peer.mjs).
 *
 * Options: --skip-build (use the current public/), --runs N (Lighthouse runs per page; the
 * median is reported, default 1), --lighthouse-only (use the current public/, run only
 * Lighthouse and print its tables, with each page's DOM size and main-thread work, without
 * writing the report), --pages a,b (only these keys of LIGHTHOUSE_PAGES), --mobile-only.
 * BENCH_PORT sets the port of the static server (default 9395).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CONTENT_CACHE_DIR } from '../src/shared/content-cache.mjs';
import { benchDevelop } from './bench-develop.mjs';
import { benchDevelopSaves, savesSection } from './bench-develop-saves.mjs';
import { benchAgainstPeer } from './bench-peer.mjs';
import { chromiumPath, FULL_CHROMIUM } from './chromium.mjs';
import { readIntoPageCache } from './page-cache.mjs';

const args = process.argv.slice(2);
const lighthouseOnly = args.includes('--lighthouse-only');
const skipBuild = args.includes('--skip-build') || lighthouseOnly;
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 1;
const onlyPages = args.includes('--pages') ? args[args.indexOf('--pages') + 1].split(',') : null;
const formFactors = args.includes('--mobile-only') ? ['mobile'] : ['mobile', 'desktop'];
const PORT = Number(process.env.BENCH_PORT ?? 9395);
const BASE = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE_PAGES = {
  home: '/',
  doc: '/docs/concepts/editor-state',
  // The guide with the most typed samples (the heaviest guide before its body stayed static).
  docSamples: '/docs/react/plugins',
  apiModule: '/docs/api/modules/lexical_history',
  // The two largest API pages: the core module (every export of lexical) and the class with
  // the most members (TableNode inherits all of ElementNode's).
  apiModuleLargest: '/docs/api/modules/lexical',
  apiClassLargest: '/docs/api/classes/lexical_table.TableNode',
  blogPost: '/blog/long-blog-post',
};
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
/** The editor's loop at least as fast as the same site on Docusaurus with Rspack, measured on this machine. */
const BUILD_TARGETS = { coldS: 28, warmS: 10 };

function timed(label, command, commandArgs) {
  const start = Date.now();
  const run = spawnSync(command, commandArgs, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`${label} failed (exit ${run.status})`);
  return Math.round((Date.now() - start) / 100) / 10;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function lighthouseRow(chrome, path, formFactor) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(
      `${BASE}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    samples.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      domElements: audits['dom-size'].numericValue,
      scriptMs: Math.round(audits['bootup-time'].numericValue),
      mainThreadMs: Math.round(audits['mainthread-work-breakdown'].numericValue),
    });
  }
  const pick = (key) => median(samples.map((s) => s[key]));
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, pick(key)]));
}

/** The coverage figure of the typed code samples, as the last build wrote it (src/node/code-types/coverage.ts). */
function typedSamplesSection() {
  const file = '.cache/code-types/coverage.json';
  if (!fs.existsSync(file)) return ['## Typed code samples', '', 'No figure: build the site first.', ''];
  const { linked, total, pages, api } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const percent = (part, whole) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);
  return [
    '## Typed code samples',
    '',
    `Lexical identifiers in the guides' samples linked to their API entry: ${linked} of ${total} (${percent(linked, total)}%) over ${pages} pages (floor 95%).`,
    '',
    ...(api
      ? [
          `In the API reference's samples (doc comment examples and README code): ${api.linked} of ${api.total} (${percent(api.linked, api.total)}%) in ${api.samples} samples.`,
          '',
        ]
      : []),
  ];
}

const REPORT = 'bench/report.md';

async function main() {
  const report = [
    `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench\``,
    '',
    `Measured on ${os.cpus().length} cores, Node ${process.version}.`,
    '',
  ];

  if (lighthouseOnly) return lighthouseTables([]);
  if (!skipBuild) {
    execFileSync('npx', ['gatsby', 'clean'], { env, stdio: 'ignore' });
    // Cold as after `npm ci`: the content caches in node_modules go too.
    fs.rmSync(CONTENT_CACHE_DIR, { recursive: true, force: true });
    // node_modules in the file cache, as `npm ci` leaves it (./page-cache.mjs says why).
    const warmed = await readIntoPageCache(['node_modules']);
    const loadBefore = os.loadavg()[0].toFixed(1);
    const cold = timed('cold build', 'npx', ['gatsby', 'build']);
    const warm = timed('warm build', 'npx', ['gatsby', 'build']);
    const row = (label, value, target) =>
      `| ${label} | ${value} | ${target} | ${value <= target ? 'met' : `missed by ${(value - target).toFixed(1)} s`} |`;
    report.push(
      '## Build',
      '',
      `Load average (1 min): ${loadBefore} before, ${os.loadavg()[0].toFixed(1)} after. Before the cold build, node_modules was read into the file cache (${warmed.files} files, ${warmed.megabytes} MB, in ${warmed.seconds} s), as \`npm ci\` leaves it.`,
      '',
      '| build | seconds | target | |',
      '|---|---|---|---|',
      row('cold (after gatsby clean: no .cache, no public/)', cold, BUILD_TARGETS.coldS),
      row('warm (cache kept)', warm, BUILD_TARGETS.warmS),
      '',
    );
  }

  report.push(...typedSamplesSection());

  const weight = JSON.parse(execFileSync('node', ['tests/weight.mjs', '--json'], { env, encoding: 'utf8' }));
  report.push('## First view per page kind', '', 'KB raw (gzip). CSS is inlined in the HTML by Gatsby and counted in both columns.', '');
  report.push('| page kind | JavaScript | CSS | HTML | CLS |', '|---|---|---|---|---|');
  for (const [kind, r] of Object.entries(weight)) {
    report.push(`| ${kind} | ${r.js.raw} (${r.js.gzip}) | ${r.css.raw} (${r.css.gzip}) | ${r.html.raw} (${r.html.gzip}) | ${r.cls} |`);
  }
  report.push('');

  await lighthouseTables(report);

  // The search benchmark exits non-zero when it misses a target; its figures go in the report either way.
  const search = spawnSync('node', ['scripts/bench-search.cjs'], { env, encoding: 'utf8' });
  report.push('## Search', '', '```text', `${search.stdout}${search.stderr}`.trim(), '```', '');

  report.push(await benchDevelop());
  report.push(savesSection(await benchDevelopSaves()));
  if (process.env.PEER_WORK) report.push(benchAgainstPeer(process.env.PEER_WORK));

  // The run goes on top of the report as one dated section (its own headings one level down):
  // the earlier runs and the hand-written passes below it are the history a change is read against.
  const run = report.map((line) => (/^#{2,} /.test(line) && line !== report[0] ? `#${line}` : line)).join('\n');
  const earlier = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8').replace(/^# Site figures\n+/, '') : '';
  fs.mkdirSync('bench', { recursive: true });
  fs.writeFileSync(REPORT, `# Site figures\n\n${run}\n${earlier}`);
  console.log(run);
}

async function lighthouseTables(report) {
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'pipe' });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const chrome = await launch({
    chromePath: chromiumPath(FULL_CHROMIUM),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const formFactor of formFactors) {
      report.push(`## Lighthouse, ${formFactor}${runs > 1 ? ` (median of ${runs} runs)` : ''}`, '');
      report.push(
        `The built site served by \`npm run serve\` (Netlify's emulator with the deploy's headers and redirects, gzipped as Netlify's CDN serves it); Lighthouse's ${formFactor} preset (simulated throttling).`,
        '',
      );
      report.push(
        '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
        '|---|---|---|---|---|---|---|---|',
      );
      for (const [kind, path] of Object.entries(LIGHTHOUSE_PAGES).filter(([key]) => !onlyPages || onlyPages.includes(key))) {
        const r = await lighthouseRow(chrome, path, formFactor);
        report.push(
          `| ${kind} (${path}) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
        );
        console.log(`${formFactor} ${path}: ${JSON.stringify(r)}`);
      }
      report.push('');
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
  if (lighthouseOnly) console.log(report.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
