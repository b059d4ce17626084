#!/usr/bin/env node
/**
 * What the first-view JavaScript of each page kind holds, by module group: React, the Gatsby
 * runtime, the site's shell, each component, the MDX bodies, other packages. It loads each page
 * of budgets.json in the system Chromium (as tests/weight.mjs does), keeps the scripts it loads
 * until the load event plus one second, and attributes each script's bytes to its sources
 * through the script's source map. The build must have written source maps:
 * `GATSBY_SOURCE_MAPS=1 npx gatsby build`. A group's gzip figure is the script's gzip size
 * shared out in proportion to the group's bytes in it (an estimate: gzip has no per-source size).
 *
 * Usage: node scripts/js-breakdown.mjs [--kinds home,doc] [--top N] [--by-file]   (prints Markdown tables;
 * --by-file lists source files instead of groups)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { chromiumPath } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const args = process.argv.slice(2);
const budgets = JSON.parse(fs.readFileSync('budgets.json', 'utf8')).pages;
const kinds = args.includes('--kinds') ? args[args.indexOf('--kinds') + 1].split(',') : Object.keys(budgets);
const byFile = args.includes('--by-file');
const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 14;
const executablePath = chromiumPath();

/** The group a source of the bundle belongs to. */
function groupOf(source) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  if (/node_modules\/(react-dom|react|scheduler)\//.test(s)) return 'React (react, react-dom, scheduler)';
  if (
    /node_modules\/(gatsby|gatsby-link|gatsby-script|gatsby-react-router-scroll|@gatsbyjs\/reach-router|gatsby-page-utils)\//.test(s) ||
    /^\.cache\//.test(s) ||
    /\/\.cache\//.test(s)
  )
    return 'Gatsby runtime (.cache, gatsby-link, router)';
  if (/^webpack\/|\(webpack\)/.test(s)) return 'webpack runtime';
  if (/\.mdx$/.test(s)) return 'MDX bodies (content/*.mdx)';
  const component = /src\/components\/([^/]+)\//.exec(s);
  if (component) return `component ${component[1]}`;
  const site = /(?:^|\/)src\/([^/]+)\//.exec(s);
  if (site) return `src/${site[1]}`;
  if (/^(gatsby-browser|gatsby-ssr)/.test(s)) return 'gatsby-browser';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(s);
  if (pkg) return `package ${pkg[1]}`;
  return 'other';
}

/** Bytes of one minified script by group, through its source map. */
async function attribute(file) {
  const code = fs.readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const bytes = new Map();
  const add = (group, n) => bytes.set(group, (bytes.get(group) ?? 0) + n);
  if (!fs.existsSync(mapFile)) {
    add('unmapped (no source map)', Buffer.byteLength(code));
    return bytes;
  }
  const lines = code.split('\n');
  const mappings = [];
  await SourceMapConsumer.with(JSON.parse(fs.readFileSync(mapFile, 'utf8')), null, (consumer) => {
    consumer.eachMapping((m) => mappings.push([m.generatedLine, m.generatedColumn, m.source]));
  });
  mappings.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let mapped = 0;
  for (let i = 0; i < mappings.length; i += 1) {
    const [line, column, source] = mappings[i];
    const next = mappings[i + 1];
    const text = lines[line - 1] ?? '';
    const end = next && next[0] === line ? next[1] : text.length;
    const n = Buffer.byteLength(text.slice(column, end));
    mapped += n;
    add(source ? (byFile ? source.replace(/^webpack:\/\/[^/]*\//, '') : groupOf(source)) : 'unmapped (no source map)', n);
  }
  add('unmapped (no source map)', Math.max(0, Buffer.byteLength(code) - mapped));
  return bytes;
}

async function firstViewScripts(browser, base, route) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = new Set();
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(base) && (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(url)))
      scripts.add(new URL(url).pathname);
  });
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  await page.close();
  return [...scripts];
}

async function main() {
  const port = await freePort();
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port)], { stdio: 'pipe' });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (const kind of kinds) {
      const groups = new Map();
      let totalGzip = 0;
      for (const script of await firstViewScripts(browser, base, budgets[kind].path)) {
        const file = path.join('public', decodeURIComponent(script));
        const gzip = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
        totalGzip += gzip;
        const bytes = await attribute(file);
        const raw = [...bytes.values()].reduce((a, b) => a + b, 0);
        for (const [group, n] of bytes) {
          const entry = groups.get(group) ?? { raw: 0, gzip: 0 };
          entry.raw += n;
          entry.gzip += (gzip * n) / raw;
          groups.set(group, entry);
        }
      }
      const kb = (n) => (n / 1024).toFixed(1);
      const rows = [...groups].sort((a, b) => b[1].gzip - a[1].gzip);
      console.log(`\n**${kind}** (${budgets[kind].path}): ${kb(totalGzip)} KB gzip\n`);
      console.log('| group | KB (raw) | KB gzip (est.) |\n|---|---|---|');
      for (const [group, e] of rows.slice(0, top)) console.log(`| ${group} | ${kb(e.raw)} | ${kb(e.gzip)} |`);
      const rest = rows.slice(top);
      if (rest.length > 0) {
        const sum = rest.reduce((a, [, e]) => ({ raw: a.raw + e.raw, gzip: a.gzip + e.gzip }), { raw: 0, gzip: 0 });
        console.log(`| ${rest.length} smaller groups | ${kb(sum.raw)} | ${kb(sum.gzip)} |`);
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

main();
