/** @jest-environment node */
import path from 'node:path';
import { bodyFileOf } from '../body-file';

describe('the body file a page names', () => {
  it('is the MDX file relative to content/, for guides and posts', () => {
    expect(bodyFileOf(path.resolve('content/docs/concepts/editor-state.mdx'))).toBe('docs/concepts/editor-state.mdx');
    expect(bodyFileOf(path.resolve('content/blog/welcome.mdx'))).toBe('blog/welcome.mdx');
  });

  it('names the file and the fix for a body outside content/docs and content/blog', () => {
    expect(() => bodyFileOf(path.resolve('src/pages/markdown-page.mdx'))).toThrow(
      /src\/pages\/markdown-page\.mdx: a guide's or post's body must be an \.mdx file under content\/docs or content\/blog .*move the file there/,
    );
  });
});
