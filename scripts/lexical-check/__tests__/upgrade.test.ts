/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Registry } from '../registry';
import { upgrade } from '../upgrade';

const FILES: Record<string, string> = {
  'package.json': `${JSON.stringify(
    {
      name: 'site',
      version: '0.35.0',
      dependencies: { '@lexical/react': '0.35.0', lexical: '0.35.0', react: '^18.3.1' },
      devDependencies: { typescript: '^5.9.3' },
    },
    null,
    2,
  )}\n`,
  'src/config/site.ts': `export const siteConfigInput = {
  siteVersion: '0.35.0',
  repository: { url: 'https://github.com/facebook/lexical', tag: 'v0.35.0' },
  announcementBar: { id: 'lexical-0-35', content: 'Lexical 0.35 is out: these docs describe it.' },
};
`,
  'src/pages/index.tsx': 'export const Intro = () => <p>A real Lexical 0.35.0 editor (not 10.35.0).</p>;\n',
  'src/components/LiveEditor/Editor.tsx': 'export const Badge = () => <span>Rich text · lexical 0.35.0</span>;\n',
  'src/gallery/tables/index.tsx': 'export const Badge = () => <span>@lexical/table · lexical 0.35.0</span>;\n',
  'README.md': 'The documentation site of Lexical **0.35.0**.\n',
  'content/docs/upgrading.mdx': 'Moving to 0.35.0: the guide keeps its words.\n',
  'src/components/Other/__tests__/other.test.ts': "expect(version).toBe('0.35.0');\n",
};

describe('lexical:upgrade on a fixture tree', () => {
  let root: string;
  const lock = jest.fn(async () => undefined);
  const registry: Registry = {
    url: 'https://registry.example/',
    versions: async (name) => (name === 'lexical' ? ['0.35.0', '0.53.0'] : ['0.35.0', '0.52.0']),
    latest: async () => '0.53.0',
    install: async () => undefined,
  };
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-upgrade-'));
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    await upgrade(root, '0.53.0', { registry, lock, check: false, log: () => undefined });
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('moves every Lexical pin at once, to the release or to the version the registry has', () => {
    const json = JSON.parse(read('package.json'));
    expect(json.version).toBe('0.53.0');
    expect(json.dependencies).toEqual({ '@lexical/react': '0.52.0', lexical: '0.53.0', react: '^18.3.1' });
    expect(json.devDependencies).toEqual({ typescript: '^5.9.3' });
    expect(lock).toHaveBeenCalledWith(root);
  });

  it('moves the version the site names: title and dropdown, tag, announcement and the badges', () => {
    expect(read('src/config/site.ts')).toBe(`export const siteConfigInput = {
  siteVersion: '0.53.0',
  repository: { url: 'https://github.com/facebook/lexical', tag: 'v0.53.0' },
  announcementBar: { id: 'lexical-0-53', content: 'Lexical 0.53 is out: these docs describe it.' },
};
`);
    expect(read('src/pages/index.tsx')).toContain('A real Lexical 0.53.0 editor (not 10.35.0).');
    expect(read('src/components/LiveEditor/Editor.tsx')).toContain('lexical 0.53.0');
    expect(read('src/gallery/tables/index.tsx')).toContain('lexical 0.53.0');
    expect(read('README.md')).toBe('The documentation site of Lexical **0.53.0**.\n');
  });

  it('never edits the guides or the tests', () => {
    expect(read('content/docs/upgrading.mdx')).toBe(FILES['content/docs/upgrading.mdx']);
    expect(read('src/components/Other/__tests__/other.test.ts')).toBe(FILES['src/components/Other/__tests__/other.test.ts']);
  });

  it('refuses a tree whose lexical pin is not an exact version', async () => {
    const loose = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-upgrade-loose-'));
    try {
      fs.writeFileSync(path.join(loose, 'package.json'), JSON.stringify({ dependencies: { lexical: '^0.35.0' } }));
      await expect(upgrade(loose, '0.53.0', { registry, lock, check: false, log: () => undefined })).rejects.toThrow(
        'package.json: "lexical" must be pinned to an exact version (found ^0.35.0).',
      );
    } finally {
      fs.rmSync(loose, { recursive: true, force: true });
    }
  });
});
