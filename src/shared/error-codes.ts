/**
 * The error-code table as the build writes it (a content-hashed JSON file under
 * public/static/) and the browser reads it, with the one rule both sides share: how a message's
 * `%s` placeholders take the `v` values of a minified error's link.
 */

/** The query parameters of the link in a minified Lexical error. */
export const ERROR_CODE_PARAM = 'code';
export const ERROR_VALUE_PARAM = 'v';

export interface ErrorCodeEntry {
  code: number;
  /** The full message with `%s` placeholders, from Lexical's official table. */
  message: string;
  /** Production throws most codes; a few are only logged as warnings. */
  kind: 'error' | 'warning';
  /**
   * Whether the production builds of the table's version throw (or log) it; false for codes
   * only earlier releases used.
   */
  thrown: boolean;
  /** The packages whose production build can emit the code (empty when not thrown). */
  packages: string[];
}

export interface ErrorCodeTable {
  /** The Lexical version of the table. */
  version: string;
  /** Sorted by code. */
  codes: ErrorCodeEntry[];
}

const PLACEHOLDER = /%s/g;

export function countPlaceholders(message: string): number {
  return message.match(PLACEHOLDER)?.length ?? 0;
}

/**
 * The message with each `%s` replaced by the next value, in order. Placeholders without a
 * value stay as `%s`, so a truncated link still shows where a value belonged.
 */
export function formatErrorMessage(message: string, values: readonly string[]): string {
  let next = 0;
  return message.replace(PLACEHOLDER, () => (next < values.length ? values[next++] : '%s'));
}
