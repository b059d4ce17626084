/**
 * What the build needs to know about an MDX file, in Node: its syntax tree, parsed once from
 * the file's whole text (front matter included, so every line it reports is a line of the
 * file), with the site's remark plugins run on it (./options.ts: headings, links, islands,
 * typed samples, diagrams). Nothing is compiled to JavaScript here: webpack compiles each file
 * for the page (src/node/config/mdx-loaders.ts), and this gives the Doc and BlogPost nodes what
 * the remark plugins learnt, which they keep in the file's `data.meta`.
 */
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { siteRemarkPlugins } from './options';
import type { MdxCompileError } from './syntax-errors';

export type MdxRead = { meta: Record<string, unknown>; syntaxError: null } | { meta: null; syntaxError: MdxCompileError };

let processor: ReturnType<typeof createProcessor> | null = null;

function createProcessor() {
  // The parser of @mdx-js/mdx's `format: 'mdx'`, then the plugins the loader gives it.
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(siteRemarkPlugins as never);
}

/**
 * Whether `error` is a mistake in the file, not a bug of the build: a VFileMessage, thrown by
 * the parser or by a plugin's `file.fail` (known by its fields: each package has its own copy
 * of the class).
 */
function isFileMessage(error: unknown): error is MdxCompileError {
  return error instanceof Error && 'reason' in error && 'fatal' in error;
}

/** Parses the MDX file at `absolutePath`, whose text is `text`, and runs the site's remark plugins on it. */
export async function readMdx(absolutePath: string, text: string): Promise<MdxRead> {
  processor ??= createProcessor();
  const file = new VFile({ path: absolutePath, value: text });
  try {
    await processor.run(processor.parse(file), file);
  } catch (error) {
    if (isFileMessage(error)) return { meta: null, syntaxError: error };
    throw error;
  }
  return { meta: (file.data as { meta?: Record<string, unknown> }).meta ?? {}, syntaxError: null };
}
