/**
 * The static bodies of the guides and the posts as files of their own: for each page whose
 * context names a body (src/node/docs/create-doc-pages.ts, src/node/blog/create-blog-pages.ts),
 * the markup the server rendered inside its body element, cut out of the page's HTML with an
 * HTML parser and written beside the page's data (src/shared/bodies.ts). The browser fetches it
 * for a client-side navigation to the page (src/components/MdxBody/bodies.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { bodyFilePath, MDX_BODY_ATTRIBUTE } from '../../shared/bodies';
import { htmlFileOf } from './html';

/** A SitePage node: its page context is the node's `context` (the schema calls it `pageContext`). */
export interface BodyPage {
  path: string;
  context?: { body?: unknown } | null;
}

/**
 * The inner markup of the page's body element, exactly as the server wrote it. The parser reads
 * the page up to the element's end tag and stops there (scripts and styles are raw text to it,
 * so markup inside them is never taken for the body).
 */
export function bodyMarkup(html: string, file: string): string {
  let start = -1;
  let end = -1;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        if (start < 0 && MDX_BODY_ATTRIBUTE in attributes) start = parser.endIndex + 1;
        if (start >= 0) depth += 1;
      },
      onclosetag(_name, isImplied) {
        if (start < 0 || end >= 0) return;
        depth -= 1;
        if (depth > 0) return;
        // An end tag the parser had to supply: the element is not closed where it ends.
        if (!isImplied) end = parser.startIndex;
        parser.pause();
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  if (start < 0 || end < 0) {
    throw new Error(
      `${file}: the page names a body in its context but its HTML has no complete [${MDX_BODY_ATTRIBUTE}] element; see src/components/MdxBody`,
    );
  }
  return html.slice(start, end);
}

/** Writes each body page's body file; returns how many were written. */
export async function writeBodyFiles(publicDir: string, pages: readonly BodyPage[]): Promise<number> {
  const withBody = pages.filter((page) => typeof page.context?.body === 'string');
  await Promise.all(
    withBody.map(async (page) => {
      const file = htmlFileOf(publicDir, page.path);
      const body = bodyMarkup(await fs.readFile(file, 'utf8'), path.relative(process.cwd(), file));
      const out = path.join(publicDir, bodyFilePath(page.path));
      await fs.mkdir(path.dirname(out), { recursive: true });
      await fs.writeFile(out, body);
    }),
  );
  return withBody.length;
}
