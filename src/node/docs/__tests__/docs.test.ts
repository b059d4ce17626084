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
    });
  });

  it('names the file and the unknown key', () => {
    expect(() => parseFrontmatter({ title: 'T', description: 'D', sidebar_lable: 'x' }, 'content/docs/a.mdx')).toThrow(
      /Invalid front matter in content\/docs\/a\.mdx:\n {2}- unknown key "sidebar_lable"; allowed: title, description/,
    );
  });

  it('names a wrongly typed field', () => {
    expect(() => parseFrontmatter({ title: 'T', description: 'D', draft: 'yes' }, 'content/docs/a.mdx')).toThrow(
      FrontmatterError,
    );
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
