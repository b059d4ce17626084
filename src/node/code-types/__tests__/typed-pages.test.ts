/**
 * @jest-environment node
 *
 * The markers of the guides develop served before their samples' types: one file per guide,
 * named from its path as the MDX loader names it, in a folder each develop run starts empty.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markTypedPages, pageOfMarker, resetTypedPages, TYPED_PAGES_DIR, typedPageMarker } from '../typed-pages';

describe('typed-page markers', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-pages-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('name each page by its path, and say which page they mark', () => {
    expect(markTypedPages(root, new Set(['content/docs/concepts/nodes.mdx', 'content/docs/faq.mdx']))).toBe(2);
    const marker = typedPageMarker(root, 'content/docs/concepts/nodes.mdx');
    expect(path.relative(root, marker)).toBe(path.join(TYPED_PAGES_DIR, 'content__docs__concepts__nodes.mdx.json'));
    expect(pageOfMarker(fs.readFileSync(marker, 'utf8'))).toBe('content/docs/concepts/nodes.mdx');
    expect(pageOfMarker('not json')).toBeNull();
    expect(pageOfMarker('{"other":1}')).toBeNull();
  });

  it('arrive whole in the watched folder: written beside it, then moved in', () => {
    const writes = jest.spyOn(fs, 'writeFileSync');
    try {
      markTypedPages(root, ['content/docs/faq.mdx', 'content/docs/intro.mdx']);
      const watched = path.join(root, TYPED_PAGES_DIR);
      const written = writes.mock.calls.map(([file]) => path.resolve(String(file)));
      expect(written).toHaveLength(2);
      for (const file of written) expect(path.relative(watched, file).startsWith('..')).toBe(true);
      expect(fs.readdirSync(watched).sort()).toEqual(['content__docs__faq.mdx.json', 'content__docs__intro.mdx.json']);
      expect(fs.readdirSync(path.dirname(written[0]))).toEqual([]);
    } finally {
      writes.mockRestore();
    }
  });

  it('start each develop run from an empty folder', () => {
    markTypedPages(root, ['content/docs/faq.mdx']);
    resetTypedPages(root);
    expect(fs.readdirSync(path.join(root, TYPED_PAGES_DIR))).toEqual([]);
  });
});
