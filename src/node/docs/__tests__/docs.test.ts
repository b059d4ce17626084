/** @jest-environment node */
import { FrontmatterError, parseFrontmatter } from '../frontmatter';
import { docIdFromRelativePath, docPath } from '../paths';

describe('parseFrontmatter', () => {
  it('applies defaults', () => {
    expect(parseFrontmatter({ title: 'T', description: 'D' }, 'content/docs/a.mdx')).toEqual({
      title: 'T',
      description: 'D',
      keywords: [],
      unlisted: false,
      draft: false,
      hide_table_of_contents: false,
      old_anchors: {},
    });
  });

  it('takes old anchors mapped to heading ids, and names a malformed one', () => {
    const raw = { title: 'T', description: 'D', old_anchors: { '-correct-usage': 'keys-in-react', 'lexical---html': 'html' } };
    expect(parseFrontmatter(raw, 'content/docs/a.mdx').old_anchors).toEqual(raw.old_anchors);
    expect(() => parseFrontmatter({ title: 'T', description: 'D', old_anchors: { '#Focus': 'points' } }, 'content/docs/a.mdx')).toThrow(
      /- old_anchors\.#Focus: an old anchor must be a heading id without "#"/,
    );
    expect(() => parseFrontmatter({ title: 'T', description: 'D', old_anchors: { focus: ['points'] } }, 'content/docs/a.mdx')).toThrow(
      /- old_anchors\.focus: Expected string, received array/,
    );
  });

  it('names the file and the unknown key', () => {
    expect(() => parseFrontmatter({ title: 'T', description: 'D', sidebar_lable: 'x' }, 'content/docs/a.mdx')).toThrow(
      /Invalid front matter in content\/docs\/a\.mdx:\n {2}- unknown key "sidebar_lable"; allowed: title, description/,
    );
  });

  it('names a wrongly typed field', () => {
    expect(() => parseFrontmatter({ title: 'T', description: 'D', draft: 'yes' }, 'content/docs/a.mdx')).toThrow(FrontmatterError);
    expect(() => parseFrontmatter({ description: 'D' }, 'content/docs/a.mdx')).toThrow(/- title: Required/);
  });
});

describe('doc paths', () => {
  it('derives ids and routes', () => {
    expect(docIdFromRelativePath('concepts/editor-state.mdx')).toBe('concepts/editor-state');
    expect(docPath('concepts/editor-state')).toBe('/docs/concepts/editor-state');
    expect(docPath('x', '/docs/y')).toBe('/docs/y');
  });
});
