/**
 * @jest-environment node
 *
 * The HTML renderer's `render-page` chunk hash takes in the browser's stylesheets
 * (../renderer-stylesheets.ts), so that Gatsby renders every page again when only CSS changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { browserStylesheets, StylesheetsInRendererHash } from '../renderer-stylesheets';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-stylesheets-'));
  fs.writeFileSync(path.join(dir, 'render-page.js'), 'module.exports = () => "<html></html>";\n');
  fs.mkdirSync(path.join(dir, 'public'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeStats(assetsByChunkName: Record<string, string[]>): void {
  fs.writeFileSync(path.join(dir, 'public', 'webpack.stats.json'), JSON.stringify({ assetsByChunkName }));
}

/** The renderer's chunk hash, built as Gatsby's build-html stage would with the plugin. */
function renderPageHash(): Promise<string> {
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { 'render-page': './render-page.js' },
    output: { path: path.join(dir, 'out'), library: { type: 'commonjs2' } },
    infrastructureLogging: { level: 'none' },
    plugins: [new StylesheetsInRendererHash(path.join(dir, 'public'))],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const chunk = [...stats.compilation.chunks].find((c) => c.name === 'render-page');
      compiler.close(() => resolve(chunk!.hash!));
    }),
  );
}

it('lists the browser bundle stylesheets once each, sorted, from its stats', () => {
  writeStats({ app: ['webpack-runtime-1.js', 'styles.bbbb.css', 'app-2.js'], other: ['styles.bbbb.css', 'print.aaaa.css'] });
  expect(browserStylesheets(path.join(dir, 'public'))).toEqual(['print.aaaa.css', 'styles.bbbb.css']);
});

it('changes the render-page hash when a stylesheet changes, and only then', async () => {
  writeStats({ app: ['app-1.js', 'styles.aaaa.css'] });
  const first = await renderPageHash();
  expect(await renderPageHash()).toBe(first);
  writeStats({ app: ['app-2.js', 'styles.aaaa.css'] });
  expect(await renderPageHash()).toBe(first);
  writeStats({ app: ['app-2.js', 'styles.bbbb.css'] });
  expect(await renderPageHash()).not.toBe(first);
});

it('names the missing stats file and who writes it', () => {
  expect(() => browserStylesheets(path.join(dir, 'public'))).toThrow(/webpack\.stats\.json .*browser bundle writes it/);
});
