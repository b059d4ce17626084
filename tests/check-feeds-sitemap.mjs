#!/usr/bin/env node
/**
 * Checks what the build writes for feed readers and crawlers, in public/: the RSS 2.0 and
 * Atom 1.0 feeds and the sitemap are well-formed XML with their required elements and
 * absolute links, the sitemap lists no unlisted, draft, redirect or 404 page but every blog
 * year page, and robots.txt points to it. XML is checked with Chromium's own parser (the one real XML parser at hand),
 * through Playwright, so no XML package is needed. Prints one line per problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium.mjs';

const publicDir = path.resolve(process.argv[2] ?? 'public');
const siteUrl = 'https://lexical.dev';
const problems = [];
let checks = 0;
const check = (ok, message) => {
  checks += 1;
  if (!ok) problems.push(message);
};

const read = (route) => {
  const file = path.join(publicDir, route);
  if (!fs.existsSync(file)) {
    problems.push(`${route} is missing: run the build first`);
    return null;
  }
  return fs.readFileSync(file, 'utf8');
};

const browser = await chromium.launch({ executablePath: chromiumPath() });
const page = await browser.newPage();

/** Parses XML in the browser; returns a summary of the document or the parser's error. */
async function parse(xml) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) return { error: error.textContent };
    const all = (selector) => [...doc.querySelectorAll(selector)];
    const textOf = (el, name) => el.getElementsByTagName(name)[0]?.textContent ?? null;
    const root = doc.documentElement;
    return {
      root: root.localName,
      namespace: root.namespaceURI,
      version: root.getAttribute('version'),
      channel:
        root.localName === 'rss'
          ? ['title', 'link', 'description'].map((n) => [n, textOf(root.getElementsByTagName('channel')[0], n)])
          : [],
      items: all('item').map((item) => ({
        title: textOf(item, 'title'),
        link: textOf(item, 'link'),
        guid: textOf(item, 'guid'),
        pubDate: textOf(item, 'pubDate'),
      })),
      feed:
        root.localName === 'feed'
          ? ['id', 'title', 'updated'].map((n) => [n, [...root.children].find((c) => c.localName === n)?.textContent ?? null])
          : [],
      entries: [...root.children]
        .filter((c) => c.localName === 'entry')
        .map((entry) => ({
          id: textOf(entry, 'id'),
          title: textOf(entry, 'title'),
          updated: textOf(entry, 'updated'),
          link: entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? null,
          author: textOf(entry, 'name'),
        })),
      links: all('link').map((l) => l.getAttribute('href') ?? l.textContent),
      locs: all('loc').map((l) => l.textContent),
    };
  }, xml);
}

const absolute = (url) => typeof url === 'string' && url.startsWith(`${siteUrl}/`);
const isDate = (text) => text !== null && !Number.isNaN(new Date(text).getTime());

// RSS 2.0
const rssText = read('blog/rss.xml');
if (rssText) {
  const rss = await parse(rssText);
  check(!rss.error, `blog/rss.xml is not well-formed XML: ${rss.error}`);
  if (!rss.error) {
    check(rss.root === 'rss' && rss.version === '2.0', 'blog/rss.xml: the root must be <rss version="2.0">');
    for (const [name, value] of rss.channel) check(Boolean(value), `blog/rss.xml: the channel has no <${name}>`);
    check(rss.items.length > 0, 'blog/rss.xml has no <item>');
    for (const item of rss.items) {
      check(Boolean(item.title), `blog/rss.xml: an item has no title`);
      check(absolute(item.link), `blog/rss.xml: "${item.title}" has a link that is not absolute: ${item.link}`);
      check(absolute(item.guid), `blog/rss.xml: "${item.title}" has no absolute guid`);
      check(isDate(item.pubDate), `blog/rss.xml: "${item.title}" has no valid pubDate`);
    }
    for (const link of rss.links) check(absolute(link), `blog/rss.xml: link ${link} is not absolute`);
  }
}

// Atom 1.0
const atomText = read('blog/atom.xml');
if (atomText) {
  const atom = await parse(atomText);
  check(!atom.error, `blog/atom.xml is not well-formed XML: ${atom.error}`);
  if (!atom.error) {
    check(
      atom.root === 'feed' && atom.namespace === 'http://www.w3.org/2005/Atom',
      'blog/atom.xml: the root must be <feed> in the Atom namespace',
    );
    for (const [name, value] of atom.feed) check(Boolean(value), `blog/atom.xml: the feed has no <${name}>`);
    check(atom.entries.length > 0, 'blog/atom.xml has no <entry>');
    for (const entry of atom.entries) {
      check(Boolean(entry.title), 'blog/atom.xml: an entry has no title');
      check(absolute(entry.id), `blog/atom.xml: "${entry.title}" has no absolute id`);
      check(absolute(entry.link), `blog/atom.xml: "${entry.title}" has a link that is not absolute`);
      check(isDate(entry.updated), `blog/atom.xml: "${entry.title}" has no valid updated`);
      check(Boolean(entry.author), `blog/atom.xml: "${entry.title}" has no author (the feed has none either)`);
    }
    for (const link of atom.links) check(absolute(link), `blog/atom.xml: link ${link} is not absolute`);
  }
}

// Sitemap and robots.txt
const sitemapText = read('sitemap.xml');
if (sitemapText) {
  const sitemap = await parse(sitemapText);
  check(!sitemap.error, `sitemap.xml is not well-formed XML: ${sitemap.error}`);
  if (!sitemap.error) {
    check(
      sitemap.root === 'urlset' && sitemap.namespace === 'http://www.sitemaps.org/schemas/sitemap/0.9',
      'sitemap.xml: the root must be <urlset> in the sitemap namespace',
    );
    check(sitemap.locs.length > 0, 'sitemap.xml lists no URL');
    for (const loc of sitemap.locs) {
      check(absolute(loc), `sitemap.xml: ${loc} is not an absolute URL of ${siteUrl}`);
      const route = loc.slice(siteUrl.length) || '/';
      check(!/404/.test(route), `sitemap.xml lists the error page ${route}`);
      const file = route === '/' ? path.join(publicDir, 'index.html') : path.join(publicDir, route, 'index.html');
      if (!fs.existsSync(file)) {
        problems.push(`sitemap.xml lists ${route}, which was not built`);
        continue;
      }
      const html = fs.readFileSync(file, 'utf8');
      check(
        !/<meta[^>]+name="robots"[^>]+noindex/.test(html),
        `sitemap.xml lists ${route}, which is noindex (unlisted, draft or redirect)`,
      );
    }
    for (const route of ['/', '/blog', '/blog/welcome', '/docs/intro', '/community', '/gallery']) {
      check(sitemap.locs.includes(`${siteUrl}${route === '/' ? '/' : route}`), `sitemap.xml does not list ${route}`);
    }
    check(!sitemap.locs.some((l) => l.endsWith('/2024-recap')), 'sitemap.xml lists the /2024-recap redirect');
    const blogDir = path.join(publicDir, 'blog');
    const years = fs.existsSync(blogDir) ? fs.readdirSync(blogDir).filter((entry) => /^\d{4}$/.test(entry)) : [];
    check(years.length > 0, 'no blog year page (/blog/<year>) was built');
    for (const year of years)
      check(sitemap.locs.includes(`${siteUrl}/blog/${year}`), `sitemap.xml does not list the year page /blog/${year}`);
  }
}
const robots = read('robots.txt');
if (robots) check(robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`), 'robots.txt does not point to the sitemap');

await browser.close();
for (const problem of problems) console.error(`✗ ${problem}`);
console.log(`check-feeds-sitemap: ${checks - problems.length} passed, ${problems.length} failed`);
process.exit(problems.length > 0 ? 1 : 0);
