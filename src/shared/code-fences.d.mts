export const HIDE_MARKER: '// @hide';
export const CHECKED_LANGUAGES: ReadonlySet<string>;
export function metaValue(meta: string | null | undefined, key: string): string | null;
export function isHiddenLine(line: string): boolean;
export function compiledLine(line: string): string;
export function stripHiddenLines(code: string): string;
export interface SourceFence {
  /** Lower case. */
  language: string;
  meta: string;
  /** The 1-based line of the opening fence. */
  line: number;
  /** The code lines, hidden ones included, the fence's indentation removed. */
  lines: string[];
}
export function fencesOf(source: string): SourceFence[];
