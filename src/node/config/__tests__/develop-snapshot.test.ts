/**
 * @jest-environment node
 *
 * develop's webpack cache after Gatsby rewrites its runtime's files at a start
 * (DEVELOP_MODULE_SNAPSHOT in ../on-create-webpack-config.ts): a file with a new time stamp and
 * the same content is restored from the cache, not built again; with webpack's development
 * default (time stamps alone) it was built again.
 *
 * The fixture files are dated an hour back as they are written: webpack treats a file whose time
 * stamp falls within its file system's accuracy window of a compile as possibly changed, so
 * files written a moment before the first compile would count as changed on a loaded machine
 * and the control case below would see them built again for that reason alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { DEVELOP_MODULE_SNAPSHOT } from '../on-create-webpack-config';

let dir: string;

/** Writes a fixture file dated an hour back, well outside webpack's time-stamp accuracy window. */
function writeOld(name: string, content: string): void {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  const past = new Date(Date.now() - 3_600_000);
  fs.utimesSync(file, past, past);
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-snapshot-'));
  writeOld('entry.js', "module.exports = require('./runtime.js');\n");
  writeOld('runtime.js', 'module.exports = 42;\n');
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Compiles the entry with a persistent cache, as a develop start does; resolves with the modules it built. */
function start(snapshot: Configuration['snapshot']): Promise<string[]> {
  const built: string[] = [];
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') },
    snapshot,
    infrastructureLogging: { level: 'none' },
    plugins: [
      {
        apply: (c: webpack.Compiler) =>
          c.hooks.compilation.tap('count', (compilation) =>
            compilation.hooks.buildModule.tap('count', (module) => built.push(path.basename(module.identifier()))),
          ),
      },
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      // Closing writes the cache, as develop does once the editor pauses.
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve(built)));
    }),
  );
}

/** What Gatsby's "copy gatsby files" step does to its runtime: the same bytes, a new time stamp. */
function rewriteRuntime(): void {
  const file = path.join(dir, 'runtime.js');
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(file, later, later);
}

it('restores a rewritten file with the same content from the cache', async () => {
  expect(await start({ module: DEVELOP_MODULE_SNAPSHOT })).toEqual(['entry.js', 'runtime.js']);
  rewriteRuntime();
  expect(await start({ module: DEVELOP_MODULE_SNAPSHOT })).toEqual([]);
});

it('builds it again with time stamps alone, which the snapshot replaces', async () => {
  await start({ module: { timestamp: true } });
  rewriteRuntime();
  expect(await start({ module: { timestamp: true } })).toEqual(['runtime.js']);
});

it('builds a file whose content changed', async () => {
  await start({ module: DEVELOP_MODULE_SNAPSHOT });
  fs.writeFileSync(path.join(dir, 'runtime.js'), 'module.exports = 43;\n');
  rewriteRuntime();
  expect(await start({ module: DEVELOP_MODULE_SNAPSHOT })).toEqual(['runtime.js']);
});
