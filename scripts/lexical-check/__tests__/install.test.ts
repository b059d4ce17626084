/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../cli';
import { compareVersions, installRelease, resolvePackages, resolveTarget } from '../install';
import { RegistryError, type Registry } from '../registry';

/** A registry answering from a fixed table, counting installs. */
function fakeRegistry(published: Record<string, string[]>): Registry & { installs: number } {
  const registry = {
    url: 'https://registry.example/',
    installs: 0,
    versions: async (name: string) => published[name] ?? null,
    latest: async (name: string) => (published[name] ?? []).filter((v) => !v.includes('-')).at(-1) ?? '',
    install: async (dir: string) => {
      registry.installs++;
      fs.mkdirSync(path.join(dir, 'node_modules', 'lexical'), { recursive: true });
    },
  };
  return registry;
}

const PUBLISHED = {
  lexical: ['0.35.0', '0.52.0', '0.53.0-nightly.1', '0.53.0'],
  '@lexical/react': ['0.35.0', '0.52.0', '0.53.0-nightly.1'],
  '@lexical/gone': ['0.60.0'],
};

describe('resolving and installing a release', () => {
  it('orders versions, pre-releases before their release', () => {
    expect(['0.53.0', '0.9.0', '0.53.0-nightly.1', '0.52.0'].sort(compareVersions)).toEqual([
      '0.9.0',
      '0.52.0',
      '0.53.0-nightly.1',
      '0.53.0',
    ]);
  });

  it('reads "latest" from the registry and refuses what is not a version', async () => {
    const registry = fakeRegistry(PUBLISHED);
    await expect(resolveTarget('latest', registry)).resolves.toBe('0.53.0');
    await expect(resolveTarget('v0.52.0', registry)).resolves.toBe('0.52.0');
    await expect(resolveTarget('next', registry)).rejects.toThrow('"next" is not a Lexical version: give one such as 0.53.0, or "latest".');
  });

  it('takes each package at the release, or at its newest release before it, and says so', async () => {
    const packages = await resolvePackages(
      ['lexical', '@lexical/react', '@lexical/gone', '@lexical/unknown'],
      '0.53.0',
      fakeRegistry(PUBLISHED),
    );
    expect(packages).toEqual([
      { name: 'lexical', version: '0.53.0', note: null },
      {
        name: '@lexical/react',
        version: '0.52.0',
        note: '@lexical/react has no 0.53.0 on the registry; checked at 0.52.0, its newest release before it',
      },
      { name: '@lexical/gone', version: null, note: '@lexical/gone has no release at or before 0.53.0' },
      { name: '@lexical/unknown', version: null, note: 'the registry has no package @lexical/unknown' },
    ]);
    await expect(resolvePackages(['lexical'], '0.54.0', fakeRegistry(PUBLISHED))).rejects.toThrow(
      'lexical 0.54.0 is not published on https://registry.example/',
    );
  });

  it('installs into the cache folder once and reuses it for the same set', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-check-cache-'));
    try {
      const registry = fakeRegistry(PUBLISHED);
      const packages = [{ name: 'lexical', version: '0.53.0', note: null }];
      const first = await installRelease(cache, '0.53.0', packages, registry);
      const second = await installRelease(cache, '0.53.0', packages, registry);
      expect([first.reused, second.reused, registry.installs]).toEqual([false, true, 1]);
      expect(second.nodeModules).toBe(path.join(cache, '0.53.0', 'node_modules'));
      expect(JSON.parse(fs.readFileSync(path.join(cache, '0.53.0', 'package.json'), 'utf8')).dependencies).toEqual({ lexical: '0.53.0' });
    } finally {
      fs.rmSync(cache, { recursive: true, force: true });
    }
  });

  it('exits with 2, naming the version and the registry, when the registry cannot be reached', async () => {
    const unreachable: Registry = {
      url: 'https://registry.example/',
      versions: async () => {
        throw new RegistryError('Reading the versions of lexical: the registry https://registry.example/ cannot be reached (ENOTFOUND).');
      },
      latest: async () => '0.53.0',
      install: async () => undefined,
    };
    const errors: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const root = path.join(__dirname, 'fixture-site-that-is-never-read');
      fs.mkdirSync(root, { recursive: true });
      fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: { lexical: '0.35.0' } }));
      try {
        expect(await main(['0.53.0'], root, async () => unreachable)).toBe(2);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
      expect(errors.join('\n')).toContain(
        'lexical:check of lexical 0.53.0 could not run: Reading the versions of lexical: the registry https://registry.example/ cannot be reached',
      );
      expect(await main([], root, async () => unreachable)).toBe(2);
      expect(errors.at(-1)).toContain('Usage: npm run lexical:check -- <version|latest>');
    } finally {
      spy.mockRestore();
      log.mockRestore();
    }
  });
});
