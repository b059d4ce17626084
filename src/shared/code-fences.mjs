/**
 * How a code fence of the docs is read: the one rule behind the sample checker
 * (tests/check-samples.mjs), the build's typed samples (src/node/code-types/samples.ts), its
 * highlighted blocks (src/node/mdx/code-blocks.ts) and the tests that run the guides' code.
 * Plain JavaScript with its types beside it (code-fences.d.mts), so the checker runs in Node
 * without a build and TypeScript imports it as it is.
 *
 * - A line starting (after indentation) with `// @hide` is setup the reader does not need: the
 *   compiled sample keeps it without the marker, the page and its copy button leave it out.
 * - `file="CalloutNode.ts"` in the meta names the block's file, so a later block of the same
 *   page can import it; `nocheck="why"` leaves the block unchecked, for the reason given.
 */

export const HIDE_MARKER = '// @hide';
export const CHECKED_LANGUAGES = new Set(['ts', 'tsx']);

/** The value of `key="..."` (or '...') in a fence's meta string, or null. */
export function metaValue(meta, key) {
  const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)')`).exec(meta ?? '');
  return match ? (match[1] ?? match[2]) : null;
}

/** Whether a line of a fence is hidden setup. */
export function isHiddenLine(line) {
  return line.trimStart().startsWith(HIDE_MARKER);
}

/** A line as the compiled sample has it: a hidden line without its marker, any other as it is. */
export function compiledLine(line) {
  return isHiddenLine(line) ? line.trimStart().slice(HIDE_MARKER.length).replace(/^ /, '') : line;
}

/** The code as the page shows it: without its hidden lines. */
export function stripHiddenLines(code) {
  return code
    .split('\n')
    .filter((line) => !isHiddenLine(line))
    .join('\n');
}

/**
 * The fenced code blocks of a Markdown source: language (lower case), meta, the 1-based line
 * of the opening fence, and the code lines (the fence's own indentation removed, as Markdown
 * does).
 */
export function fencesOf(source) {
  const lines = source.split(/\r?\n/);
  const fences = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, marker, language, meta] = open;
    const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    const body = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]); j += 1) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    fences.push({ language: language.toLowerCase(), meta: meta.trim(), line: i + 1, lines: body });
    i = j;
  }
  return fences;
}
