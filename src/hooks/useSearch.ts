/**
 * Search state for one search UI and context: idle, loading or done, kept per context so the
 * docs and API searches never overwrite each other's results.
 * `prepare` starts loading the index (on focus, mod+k or when the results page opens); each
 * query change asks the cached client, and only the answer to the latest query is kept, so
 * results never arrive out of order while the reader types.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { siteConfig } from '../config/client';
import { useSiteFiles } from '../contexts/SiteFiles';
import { getSearchClient } from '../search/client';
import { queryWords } from '../search/query';
import type { SearchContextName, SearchResult } from '../shared/search';

type SearchStatus = 'idle' | 'loading' | 'done';

interface UseSearchOptions {
  /** A context, or null for context-less search over every context. */
  context: SearchContextName | null;
  /** Results to ask for; the dropdown shows siteConfig.search.maxSuggestions. */
  limit?: number;
  /** Version path; defaults to the current version's. */
  version?: string;
  /** The query to start with. */
  initialQuery?: string;
}

interface SearchState {
  query: string;
  setQuery(query: string): void;
  status: SearchStatus;
  results: SearchResult[];
  /** The words the results matched, for _highlight links. */
  words: string[];
  /** "Did you mean" queries, when the query found nothing. */
  suggestions: string[];
  error: string | null;
  /** Starts loading the index without searching. */
  prepare(): void;
}

export function currentVersionPath(): string {
  const { docs } = siteConfig;
  return docs.versions.find((v) => v.name === docs.currentVersion)?.path ?? '/docs';
}

export function useSearch({
  context,
  limit = siteConfig.search.maxSuggestions,
  version,
  initialQuery = '',
}: UseSearchOptions): SearchState {
  const { searchIndexUrl, searchStoreUrl } = useSiteFiles();
  const files = useMemo(() => ({ indexUrl: searchIndexUrl, storeUrl: searchStoreUrl }), [searchIndexUrl, searchStoreUrl]);
  const [query, setQuery] = useState(initialQuery);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [words, setWords] = useState<string[]>([]);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const versionPath = version ?? currentVersionPath();

  const prepare = useCallback(() => {
    getSearchClient(files).catch(() => {
      // Reported when a query runs; preparing is only a head start.
    });
  }, [files]);

  useEffect(() => {
    const request = ++latest.current;
    if (queryWords(query).length === 0) {
      setStatus('idle');
      setResults([]);
      setWords([]);
      setSuggestions([]);
      setError(null);
      return;
    }
    setStatus('loading');
    getSearchClient(files)
      .then((client) => client.search({ version: versionPath, context, text: query, limit }))
      .then(
        (response) => {
          if (request !== latest.current) return;
          setResults(response.results);
          setWords(response.words);
          setSuggestions(response.suggestions);
          setError(null);
          setStatus('done');
        },
        (failure: Error) => {
          if (request !== latest.current) return;
          setResults([]);
          setSuggestions([]);
          setError(failure.message);
          setStatus('done');
        },
      );
  }, [query, context, limit, versionPath, files]);

  return { query, setQuery, status, results, words, suggestions, error, prepare };
}
