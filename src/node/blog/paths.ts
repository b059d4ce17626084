/** Where the blog's sources live, and the route of a post file. */
import path from 'node:path';

export const BLOG_ROOT = 'content/blog';
export const BLOG_SOURCE = 'blog';
export const AUTHORS_FILE = `${BLOG_ROOT}/authors.yml`;
export const TAGS_FILE = `${BLOG_ROOT}/tags.yml`;

/** `welcome.mdx` and `welcome/index.mdx` are both the post `welcome`. */
export function postSlugFromRelativePath(relativePath: string): string {
  const noExt = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  return path.posix.basename(noExt) === 'index' ? path.posix.dirname(noExt) : noExt;
}
