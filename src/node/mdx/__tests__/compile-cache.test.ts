/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeCompileCache, keepCompile, keptCompile, resetCompileCache, type KeptCompile } from '../compile-cache';

describe('the kept MDX compiles', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const doc = () => path.join(root, 'content/docs/a.mdx');
  const text = '---\ntitle: A\n---\n\nSee [B](./b.mdx).\n';
  const compile: KeptCompile = {
    code: 'export default function MDXContent() {}',
    metadata: { headings: [], links: [{ url: './b.mdx', resolved: '/docs/b', missingFile: null, line: 5 }] },
  };
  /** Whether a.mdx's compile is still found after `change`, in a new process (the context hashed again). */
  const keptAfter = (change: () => void) => {
    change();
    resetCompileCache();
    return keptCompile(doc(), text, root) !== null;
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
    write('package-lock.json', '{"lockfileVersion":3}');
    write('src/node/mdx/options.ts', 'export const options = {};');
    write('content/docs/a.mdx', text);
    write('content/docs/b.mdx', '---\ntitle: B\n---\n\nBody of B.\n');
    resetCompileCache();
    keepCompile(doc(), text, compile, root);
  });
  afterEach(() => {
    resetCompileCache();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('gives back what was kept for the same text, and nothing for another text of the file', () => {
    resetCompileCache();
    expect(keptCompile(doc(), text, root)).toEqual(compile);
    expect(keptCompile(doc(), `${text}More.\n`, root)).toBeNull();
  });

  it("keeps a compile when another doc's body changes, not when its front matter (a link's route) does", () => {
    expect(keptAfter(() => write('content/docs/b.mdx', '---\ntitle: B\n---\n\nA new body.\n'))).toBe(true);
    expect(keptAfter(() => write('content/docs/b.mdx', '---\ntitle: B\nslug: /bee\n---\n\nA new body.\n'))).toBe(false);
  });

  it('drops every compile when a doc is added or removed, the build code changes or a package does', () => {
    expect(keptAfter(() => write('content/docs/c.mdx', '---\ntitle: C\n---\n'))).toBe(false);
    keepCompile(doc(), text, compile, root);
    expect(keptAfter(() => write('src/node/mdx/options.ts', 'export const options = { changed: true };'))).toBe(false);
    keepCompile(doc(), text, compile, root);
    expect(keptAfter(() => write('package-lock.json', '{"lockfileVersion":3,"packages":{}}'))).toBe(false);
  });

  it('neither reads nor keeps once closed (develop after its first sourcing)', () => {
    closeCompileCache();
    expect(keptCompile(doc(), text, root)).toBeNull();
    keepCompile(path.join(root, 'content/docs/b.mdx'), 'other', compile, root);
    resetCompileCache();
    expect(keptCompile(path.join(root, 'content/docs/b.mdx'), 'other', root)).toBeNull();
    expect(keptCompile(doc(), text, root)).toEqual(compile);
  });
});
