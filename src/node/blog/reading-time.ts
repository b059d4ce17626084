/**
 * Reading time of a post, from the words of its MDX body: ESM lines (imports, exports) and
 * JSX tags are not read by anyone, so they do not count. 200 words a minute is the usual
 * figure for technical prose, which is read more slowly than a novel.
 */
const WORDS_PER_MINUTE = 200;

export function countWords(mdxBody: string): number {
  let inEsmBlock = false;
  const kept: string[] = [];
  for (const line of mdxBody.split('\n')) {
    if (inEsmBlock) {
      // A multi-line export ends with a closing brace or parenthesis at the start of a line.
      if (/^[})]/.test(line)) inEsmBlock = false;
    } else if (/^(import|export)\s/.test(line)) {
      inEsmBlock = /[{(]\s*$/.test(line);
    } else {
      kept.push(line);
    }
  }
  const prose = kept
    .join('\n')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/[#*_`>|[\]()-]/g, ' ');
  return prose.split(/\s+/).filter((w) => /\w/.test(w)).length;
}

export function readingTimeMinutes(mdxBody: string): number {
  return Math.max(1, Math.ceil(countWords(mdxBody) / WORDS_PER_MINUTE));
}
