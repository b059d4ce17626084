/**
 * Search constants and types shared by the build (which derives the records and writes the
 * index with gatsby-plugin-local-search) and the browser (which queries it in a worker).
 * The FlexSearch options live here because the index is exported at build time and imported
 * in the browser: both sides must tokenise and encode text identically.
 */

/** The plugin instance name; the plugin's GraphQL type is LocalSearch + pascal case of it. */
export const SEARCH_INDEX_NAME = 'site';

/** Search contexts (spec §4: search state is per context). */
export const SEARCH_CONTEXTS = ['docs', 'api'] as const;
export type SearchContextName = (typeof SEARCH_CONTEXTS)[number];

export function isSearchContext(value: unknown): value is SearchContextName {
  return typeof value === 'string' && (SEARCH_CONTEXTS as readonly string[]).includes(value);
}

/** Queries longer than this are cut: nobody types more, and it bounds the work per query. */
export const MAX_QUERY_LENGTH = 80;
/** At most this many words of a query are searched and highlighted. */
export const MAX_QUERY_WORDS = 8;

/** Build side: the indexed text of one record is cut here (the index only keeps tokens). */
export const INDEXED_TEXT_LENGTH = 4000;
/** Build side: how much of a record's text the store keeps for snippets. */
export const STORED_EXCERPT_LENGTH = 140;

/** Query parameter that carries the words to highlight on the target page (spec §2). */
export const HIGHLIGHT_PARAM = '_highlight';

/**
 * Common English words left out of the index and of queries: they match everything and only
 * grow the index. The search is English only (spec §9).
 */
export const STOP_WORDS = [
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'i', 'if', 'in', 'into',
  'is', 'it', 'its', 'of', 'on', 'or', 'so', 'such', 'that', 'the', 'their', 'then', 'there',
  'these', 'they', 'this', 'to', 'was', 'we', 'will', 'with', 'you', 'your',
];

/**
 * The one field of a normalised document that the plugin indexes. The plugin indexes
 * JSON.stringify({ i: text }), so the key itself becomes a token: `i` is a stop word, so it
 * never reaches the index.
 */
export const INDEXED_FIELD = 'i';

/** FlexSearch 0.6 options: prefix matching (forward), case-insensitive, English stop words. */
export const FLEXSEARCH_OPTIONS = {
  encode: 'icase',
  tokenize: 'forward',
  threshold: 0,
  resolution: 9,
  filter: STOP_WORDS,
} as const;

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
  /** The query words the results were matched on (for _highlight links). */
  words: string[];
  results: SearchResult[];
}
