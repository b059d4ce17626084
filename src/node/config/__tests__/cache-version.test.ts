import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheVersion, keyedByContent } from '../cache-version';
import { cacheWrites } from '../on-create-webpack-config';

describe("webpack's cache key", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-version-'));
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
    fs.writeFileSync(path.join(dir, 'loader.cjs'), 'module.exports = (source) => source;');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const version = () => cacheVersion([path.join(dir, 'loader.cjs')], path.join(dir, 'package-lock.json'));

  it('stays the same while nothing changes', () => {
    expect(version()).toBe(version());
  });

  it("changes with a site file among the dependencies and with the lockfile (each package's version)", () => {
    const before = version();
    fs.appendFileSync(path.join(dir, 'loader.cjs'), '\n// changed');
    const afterLoader = version();
    expect(afterLoader).not.toBe(before);
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(version()).not.toBe(afterLoader);
  });

  it('hashes the site files among the dependencies, and leaves those in node_modules to the lockfile', () => {
    expect(cacheVersion([__filename])).not.toBe(cacheVersion([]));
    expect(cacheVersion([require.resolve('webpack')])).toBe(cacheVersion([]));
  });

  it('replaces the walk of the build dependencies for a filesystem cache only', () => {
    const keyed = keyedByContent({ type: 'filesystem', name: 'build-html', buildDependencies: { config: [__filename] } }, []);
    expect(keyed.cache).toMatchObject({ type: 'filesystem', name: 'build-html', buildDependencies: {} });
    expect((keyed.cache as unknown as { version: string }).version).toMatch(/^[0-9a-f]{16}$/);
    expect(keyed.plugins).toHaveLength(1);
    const memory = { type: 'memory' };
    expect(keyedByContent(memory, [])).toEqual({ cache: memory, plugins: [] });
  });
});

describe("when webpack's cache is written", () => {
  const cache = { type: 'filesystem', name: 'stage' };

  it('in develop, once the editor has paused, not after each rebuild, with every module kept in memory', () => {
    expect(cacheWrites('develop', cache)).toEqual({ ...cache, idleTimeoutAfterLargeChanges: 5000, maxMemoryGenerations: Infinity });
  });

  it('in the other stages, as webpack decides', () => {
    for (const stage of ['build-javascript', 'build-html', 'develop-html'] as const) expect(cacheWrites(stage, cache)).toEqual(cache);
  });
});
