/**
 * Search constants and types shared by the build (which derives the records and writes the
 * index, src/node/search/index-files.ts) and the browser (which queries it in a worker).
 * The tokeniser lives here because the browser must split and look up words exactly as the
 * build indexed them.
 */

/** Search contexts: the docs and the API are searched, and keep their state, separately. */
const SEARCH_CONTEXTS = ['docs', 'api'] as const;
export type SearchContextName = (typeof SEARCH_CONTEXTS)[number];

export function isSearchContext(value: unknown): value is SearchContextName {
  return typeof value === 'string' && (SEARCH_CONTEXTS as readonly string[]).includes(value);
}

/** Queries longer than this are cut: nobody types more, and it bounds the work per query. */
export const MAX_QUERY_LENGTH = 80;
/** At most this many words of a query are searched and highlighted. */
export const MAX_QUERY_WORDS = 8;

/** The most results one query returns (the results page asks for more than the dropdown). */
export const MAX_RESULTS = 50;

/** Build side: the indexed text of one record is cut here (the index only keeps tokens). */
export const INDEXED_TEXT_LENGTH = 4000;
/** Build side: how much of a record's text the store keeps for snippets. */
export const STORED_EXCERPT_LENGTH = 140;

/** Query parameter that carries the words to highlight on the target page of a result. */
export const HIGHLIGHT_PARAM = '_highlight';

/**
 * Common English words left out of the index and of queries: they match everything and only
 * grow the index. The docs are written in English only, so one language's list is enough.
 */
export const STOP_WORDS = [
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'for',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'so',
  'such',
  'that',
  'the',
  'their',
  'then',
  'there',
  'these',
  'they',
  'this',
  'to',
  'was',
  'we',
  'will',
  'with',
  'you',
  'your',
];

/**
 * The one field of a normalised document that the plugin indexes. The plugin indexes
 * JSON.stringify({ i: text }), so the key itself becomes a token: `i` is a stop word, so it
 * never reaches the index.
 */
export const INDEXED_FIELD = 'i';

/**
 * Ends the part of a record's indexed text whose prefixes are indexed (title, name, headings,
 * keywords, description); words after it (the body text) are indexed whole. Prefixes of every
 * body word would triple the index for little gain: while a word is being typed, titles and
 * headings already match it, and once it is complete the body matches too.
 */
export const PREFIX_SEPARATOR = '\u00a6';
/** Shortest indexed prefix: one letter matches too much to be useful. */
export const MIN_PREFIX_LENGTH = 2;

/** The build-time tokeniser: prefixes of the words before PREFIX_SEPARATOR, whole words after it. */
export function indexTokens(content: string): string[] {
  const at = content.indexOf(PREFIX_SEPARATOR);
  const head = at === -1 ? content : content.slice(0, at);
  const tail = at === -1 ? '' : content.slice(at + 1);
  const tokens: string[] = [];
  for (const word of head.split(/\W+/)) {
    if (word.length <= MIN_PREFIX_LENGTH) {
      if (word) tokens.push(word);
      continue;
    }
    for (let end = MIN_PREFIX_LENGTH; end <= word.length; end += 1) tokens.push(word.slice(0, end));
  }
  for (const word of tail.split(/\W+/)) if (word) tokens.push(word);
  return tokens;
}

/**
 * The words inside a camel-case or snake-case name, lower-cased: `MarkdownShortcutPlugin`
 * gives markdown, shortcut, plugin; `$getRoot` gives get, root; `HTMLConfig` gives html,
 * config. Empty for a plain word. The build indexes them beside the whole name, so a reader
 * who types the words of a name finds it; the ranking compares them with title words.
 */
export function nameParts(name: string): string[] {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\W_]+/)
    .filter(Boolean);
  return parts.length > 1 ? parts : [];
}

/** The name parts of every word of a title and name, once each, as indexed text. */
export function namePartsText(...names: readonly (string | null | undefined)[]): string {
  const words = names.filter(Boolean).join(' ').split(/\s+/);
  return [...new Set(words.flatMap(nameParts))].join(' ');
}

/**
 * FlexSearch 0.6 options the index is built with (case-insensitive, English stop words, three
 * relevance slots); the browser reads the exported map itself (src/search/vocabulary.ts).
 */
export function flexSearchBuildOptions() {
  return { encode: 'icase', threshold: 0, resolution: 3, tokenize: indexTokens, filter: [...STOP_WORDS] };
}

/**
 * A record as the store keeps it: short keys because the store is downloaded. One record
 * per page and one per h2/h3 section (and, from the API reference, per declaration).
 */
export interface StoredRecord {
  /** Title: page title, section heading or declaration name. */
  t: string;
  /** Exact name when it differs from the title (API declarations). */
  n?: string;
  /** URL: route plus #hash for sections. */
  u: string;
  /** Breadcrumbs, outermost first. */
  b: string[];
  /** Headings under this record joined with " | " (page: its h2/h3; section: page title and sub-headings). */
  h: string;
  /** Start of the text, for snippets. */
  x: string;
  /** Search context. */
  c: SearchContextName;
  /** Version path, e.g. /docs. */
  v: string;
  /** 1 for a page record, absent for a section. */
  p?: 1;
}

export type SearchStore = Record<string, StoredRecord>;

/** Where the browser finds the index and store: the fields of the one SearchIndex node. */
export interface SearchFileUrls {
  indexUrl: string;
  storeUrl: string;
}

export interface SearchQuery {
  /** Version path, e.g. /docs. */
  version: string;
  /** A context, or null to search every context (context-less search). */
  context: SearchContextName | null;
  text: string;
  limit: number;
}

/** A piece of a snippet or title: `mark` pieces are matched words. */
export interface TextPart {
  text: string;
  mark: boolean;
}

export interface SearchResult {
  id: string;
  title: string;
  titleParts: TextPart[];
  url: string;
  breadcrumbs: string[];
  snippet: TextPart[];
  context: SearchContextName;
  isPage: boolean;
}

export interface SearchResponse {
  /**
   * The words the results were matched on, for marks and _highlight links: the query words,
   * then the stems and corrected words they matched through.
   */
  words: string[];
  results: SearchResult[];
  /** "Did you mean" queries that find something; only when `results` is empty. */
  suggestions: string[];
}
