#!/usr/bin/env node
/**
 * Lighthouse's SEO category on three kinds of page (home, a doc, a blog post) of the built
 * site, served by scripts/serve.mjs (started here unless one already answers on the port).
 * Chromium is the full system one (/usr/bin/chromium, or CHROME_PATH), headless. Prints each score
 * and what Lighthouse flagged; fails unless every page scores 100. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, FULL_CHROMIUM } from '../scripts/chromium.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 9102);
const base = `http://127.0.0.1:${port}`;
const pages = ['/', '/docs/intro', '/blog', '/blog/long-blog-post'];

async function answers() {
  try {
    return (await fetch(`${base}/`)).ok;
  } catch {
    return false;
  }
}

async function startServer() {
  if (await answers()) return null;
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port)], { stdio: 'ignore', detached: true });
  for (let i = 0; i < 120; i += 1) {
    if (await answers()) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-server.pid);
  throw new Error(`scripts/serve.mjs did not answer on ${base} within a minute`);
}

const server = await startServer();
const chrome = await launch({
  chromePath: chromiumPath(FULL_CHROMIUM),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  for (const route of pages) {
    const result = await lighthouse(`${base}${route}`, { port: chrome.port, onlyCategories: ['seo'], output: 'json', logLevel: 'error' });
    const category = result.lhr.categories.seo;
    const score = Math.round((category.score ?? 0) * 100);
    console.log(`${score === 100 ? '✓' : '✗'} SEO ${score} ${route}`);
    if (score < 100) failed = true;
    for (const ref of category.auditRefs) {
      const audit = result.lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        console.log(`    - ${audit.title}${audit.explanation ? `: ${audit.explanation}` : ''}`);
      }
    }
  }
} finally {
  await chrome.kill();
  if (server) process.kill(-server.pid);
}
process.exit(failed ? 1 : 0);
