/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGalleryCode, exampleFiles, relativeImports, writeGalleryCode } from '../code';

const root = path.resolve(__dirname, '../../../..');
const rel = (files: string[]) => files.map((f) => path.relative(root, f));

describe('gallery example sources', () => {
  it('finds relative imports: named, side-effect only and dynamic', () => {
    const source = `import './setup';\nimport React from 'react';\nimport { a } from '../shared/a';\nconst b = () => import('./b');\nimport * as s from './x.module.css';`;
    expect(relativeImports(source)).toEqual(['./setup', '../shared/a', './b', './x.module.css']);
  });

  it("follows an example's imports: its own files first, then shared ones, no stylesheets", () => {
    expect(rel(exampleFiles(root, 'emoji'))).toEqual([
      'src/gallery/emoji/index.tsx',
      'src/gallery/emoji/editor.ts',
      'src/gallery/emoji/EmojiNode.ts',
      'src/gallery/emoji/emoji-plugin.ts',
      'src/components/LiveEditor/theme.ts',
    ]);
  });

  it('highlights each file and writes one content-hashed JSON file', () => {
    const code = buildGalleryCode(root, 'tables');
    expect(code.files.map((f) => f.path)).toContain('src/gallery/tables/TableToolbar.tsx');
    const toolbar = code.files.find((f) => f.path.endsWith('TableToolbar.tsx'));
    expect(toolbar?.code).toBe(fs.readFileSync(path.join(root, 'src/gallery/tables/TableToolbar.tsx'), 'utf8').replace(/\n$/, ''));
    expect(toolbar?.html).toContain('<span class="token keyword">import</span>');
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-code-'));
    const url = writeGalleryCode(out, code);
    expect(url).toMatch(/^\/static\/gallery-code-tables-[0-9a-f]{20}\.json$/);
    expect(JSON.parse(fs.readFileSync(path.join(out, url), 'utf8')).files).toHaveLength(code.files.length);
  });

  it('names the missing entry file and how to fix it', () => {
    expect(() => exampleFiles(root, 'no-such-example')).toThrow(
      'content/gallery/examples.ts: the example "no-such-example" has no src/gallery/no-such-example/index.tsx',
    );
  });
});
