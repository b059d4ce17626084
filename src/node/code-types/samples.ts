/**
 * The type-checked samples of a page, by the rules of tests/check-samples.mjs: every `ts` and
 * `tsx` fence without `nocheck="..."`, named by its `file="..."` or its place on the page,
 * with `// @hide` setup lines compiled in place (without the marker) and left off the page.
 * The same rules read a page's code nodes (the MDX compile) and a page's raw text (to compile
 * all pages at once on a cold cache), so both give the same samples for the same page.
 */
import { HIDE_MARKER } from '../mdx/code-blocks';
import type { SampleSource } from './analyse';

export const CHECKED_LANGUAGES = new Set(['ts', 'tsx']);

export interface Fence {
  language: string;
  meta: string;
  /** The code as Markdown gives it (fence indentation removed), hidden lines included. */
  value: string;
}

export interface PageSample extends SampleSource {
  /** Index of the fence among the page's fences given. */
  fence: number;
  /** For each shown line, the line of the compiled code it is. */
  shownLines: number[];
}

function metaValue(meta: string, key: string): string | null {
  const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)')`).exec(meta);
  return match ? (match[1] ?? match[2]) : null;
}

export function pageSamples(fences: readonly Fence[]): PageSample[] {
  const samples: PageSample[] = [];
  fences.forEach((fence, index) => {
    const language = fence.language.toLowerCase();
    if (!CHECKED_LANGUAGES.has(language) || metaValue(fence.meta, 'nocheck') !== null) return;
    const shownLines: number[] = [];
    const code = fence.value
      .replace(/\n$/, '')
      .split('\n')
      .map((line, i) => {
        const trimmed = line.trimStart();
        if (!trimmed.startsWith(HIDE_MARKER)) {
          shownLines.push(i);
          return line;
        }
        return trimmed.slice(HIDE_MARKER.length).replace(/^ /, '');
      })
      .join('\n');
    const name = metaValue(fence.meta, 'file') ?? `sample-${samples.length + 1}.${language}`;
    samples.push({ name, code, fence: index, shownLines });
  });
  return samples;
}

/** The fences of a Markdown source, as the sample checker reads them. */
export function fencesOf(source: string): Fence[] {
  const lines = source.split(/\r?\n/);
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, marker, language, meta] = open;
    const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]); j += 1) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    fences.push({ language, meta: meta.trim(), value: body.join('\n') });
    i = j;
  }
  return fences;
}
