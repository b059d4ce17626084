/**
 * Where a doc file is served. The id is the file's path under content/docs without its
 * extension; the route is /docs/<id> unless the front matter sets `slug`.
 */
export const DOCS_ROOT = 'content/docs';

export function docIdFromRelativePath(relativePath: string): string {
  return relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
}

export function docPath(id: string, slug?: string | null): string {
  return slug ?? `/docs/${id}`;
}
