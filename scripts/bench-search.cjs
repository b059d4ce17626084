#!/usr/bin/env node
/**
 * Search benchmark: loads the built index and store from public/ with the same engine the
 * worker runs (src/search/engine.ts, compiled on the fly with Babel) and reports the file
 * sizes (raw and gzip), the number of records and the query latency (median and p95) over a
 * fixed list of queries, each typed the way a reader types: prefix by prefix.
 * The index holds guide and package pages with their sections ("docs") and one record per API
 * declaration ("api"); the record count is broken down by kind.
 *
 * Run `npm run build` first, then `npm run bench:search`. Exits non-zero when a target is
 * missed (p95 >= 5 ms, or index + store >= 400 KB gzip).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const babel = require('@babel/core');

const root = path.resolve(__dirname, '..');

// Compile the site's TypeScript modules on require, as Jest does.
require.extensions['.ts'] = (module, filename) => {
  const { code } = babel.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }], '@babel/preset-typescript'],
  });
  module._compile(code, filename);
};

const { createSearchEngine } = require(path.join(root, 'src/search/engine.ts'));

const TARGET_P95_MS = 5;
const TARGET_GZIP_BYTES = 400 * 1024;

const QUERIES = [
  'editor state', 'createEditor', '$getRoot', 'LexicalComposer', 'update', 'editor.update', 'read only',
  'node', 'TextNode', 'ElementNode', 'DecoratorNode', 'selection', 'RangeSelection', '$getSelection',
  'commands', 'dispatchCommand', 'registerCommand', 'listeners', 'registerUpdateListener', 'transforms',
  'registerNodeTransform', 'serialization', 'exportJSON', 'importJSON', 'html', '$generateHtmlFromNodes',
  'markdown', 'history', 'undo', 'collaboration', 'yjs', 'plugin', 'create plugin', 'react', 'theming',
  'theme class names', 'devtools', 'tree view', 'supported browsers', 'key', 'node keys', 'cloning',
  'node replacement', 'node state', 'dom events', 'traversals', 'getTextContent', 'table', 'list',
  'link', 'clipboard', 'paste', 'code highlighting', 'headless', 'testing', 'error', 'faq', 'quick start',
  'contenteditable', 'decorator', 'immutable', 'nested editor',
];

function readPublicFiles() {
  const sqDir = path.join(root, 'public/page-data/sq/d');
  if (!fs.existsSync(sqDir)) throw new Error('No built site: run `npm run build` first.');
  for (const file of fs.readdirSync(sqDir)) {
    const json = JSON.parse(fs.readFileSync(path.join(sqDir, file), 'utf8'));
    const files = json.data && json.data.localSearchSite;
    if (files) {
      const read = (url) => fs.readFileSync(path.join(root, 'public', url));
      return { index: read(files.publicIndexURL), store: read(files.publicStoreURL), urls: files };
    }
  }
  throw new Error('No page queries the search index (publicIndexURL): is the search box on the pages?');
}

const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function measure(engine) {
  const typed = QUERIES.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
  for (const text of typed) engine.search({ version: '/docs', context: null, text, limit: 8 });
  const times = [];
  for (let round = 0; round < 5; round += 1) {
    for (const text of typed) {
      const start = process.hrtime.bigint();
      engine.search({ version: '/docs', context: null, text, limit: 8 });
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  return { count: times.length, distinct: typed.length, median: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

function main() {
  const { index, store, urls } = readPublicFiles();
  const loadStart = process.hrtime.bigint();
  const storeJson = JSON.parse(store.toString());
  const engine = createSearchEngine(index.toString(), storeJson);
  const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;

  const total = gzip(index) + gzip(store);
  const latency = measure(engine);
  console.log('Search benchmark (built index, same engine as the worker)');
  console.log(`  files           ${urls.publicIndexURL}, ${urls.publicStoreURL}`);
  const kinds = {};
  for (const record of Object.values(storeJson)) kinds[record.c] = (kinds[record.c] ?? 0) + 1;
  const byKind = Object.entries(kinds).map(([kind, n]) => `${n} ${kind}`).join(', ');
  console.log(`  records         ${engine.size} (${byKind})`);
  console.log(`  index           ${kb(index.length)} raw, ${kb(gzip(index))} gzip`);
  console.log(`  store           ${kb(store.length)} raw, ${kb(gzip(store))} gzip (${Math.round(store.length / engine.size)} bytes per record raw)`);
  console.log(`  index + store   ${kb(total)} gzip (target < ${kb(TARGET_GZIP_BYTES)})`);
  console.log(`  load            ${loadMs.toFixed(1)} ms (parse store + import index)`);
  console.log(`  queries         ${QUERIES.length} queries typed prefix by prefix = ${latency.distinct} searches x 5 rounds`);
  console.log(`  latency         median ${latency.median.toFixed(3)} ms, p95 ${latency.p95.toFixed(3)} ms, max ${latency.max.toFixed(3)} ms (target p95 < ${TARGET_P95_MS} ms)`);

  const failures = [];
  if (latency.p95 >= TARGET_P95_MS) failures.push(`p95 ${latency.p95.toFixed(2)} ms is not under ${TARGET_P95_MS} ms`);
  if (total >= TARGET_GZIP_BYTES) failures.push(`index + store ${kb(total)} gzip is not under ${kb(TARGET_GZIP_BYTES)}`);
  if (failures.length > 0) {
    console.error(`Targets missed: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('Targets met.');
}

main();
