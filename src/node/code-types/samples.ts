/**
 * The type-checked samples of a page, by the rules of tests/check-samples.mjs: every `ts` and
 * `tsx` fence without `nocheck="..."`, named by its `file="..."` or its place on the page,
 * with `// @hide` setup lines compiled in place (without the marker) and left off the page.
 * The same rules read a page's code nodes (the MDX compile) and a page's raw text (to compile
 * all pages at once on a cold cache), so both give the same samples for the same page.
 */
import { CHECKED_LANGUAGES, compiledLine, fencesOf as sourceFences, isHiddenLine, metaValue } from '../../shared/code-fences.mjs';
import type { SampleSource } from './analyse';

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
        if (!isHiddenLine(line)) shownLines.push(i);
        return compiledLine(line);
      })
      .join('\n');
    const name = metaValue(fence.meta, 'file') ?? `sample-${samples.length + 1}.${language}`;
    samples.push({ name, code, fence: index, shownLines });
  });
  return samples;
}

/** The fences of a Markdown source, as the sample checker reads them. */
export function fencesOf(source: string): Fence[] {
  return sourceFences(source).map(({ language, meta, lines }) => ({ language, meta, value: lines.join('\n') }));
}
