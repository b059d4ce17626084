/**
 * The name a guide's or post's page gives its body in its context: the MDX file relative to
 * content/, the key src/mdx/mdx-files.ts loads it by. Only files under content/docs and
 * content/blog are compiled there.
 */
import path from 'node:path';

const CONTENT = path.resolve('content');
const BODY_FOLDERS = /^(docs|blog)\/.*\.mdx$/;

export function bodyFileOf(contentFilePath: string): string {
  const file = path.relative(CONTENT, contentFilePath).split(path.sep).join('/');
  if (!BODY_FOLDERS.test(file)) {
    throw new Error(
      `${contentFilePath}: a guide's or post's body must be an .mdx file under content/docs or content/blog (src/mdx/mdx-files.ts compiles those alone); move the file there.`,
    );
  }
  return file;
}
