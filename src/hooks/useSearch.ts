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

interface SearchOutcome {
  status: SearchStatus;
  results: SearchResult[];
  /** The words the results matched, for _highlight links. */
  words: string[];
  /** "Did you mean" queries, when the query found nothing. */
  suggestions: string[];
  error: string | null;
}

interface SearchState extends SearchOutcome {
  query: string;
  setQuery(query: string): void;
  /** Starts loading the index without searching. */
  prepare(): void;
}

// Fresh arrays each time: a list that follows the results (the combobox's active entry) starts over.
const idle = (): SearchOutcome => ({ status: 'idle', results: [], words: [], suggestions: [], error: null });

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
  const [outcome, setOutcome] = useState(idle);
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
      setOutcome(idle());
      return;
    }
    setOutcome((current) => ({ ...current, status: 'loading' }));
    getSearchClient(files)
      .then((client) => client.search({ version: versionPath, context, text: query, limit }))
      .then(
        ({ results, words, suggestions }) => {
          if (request === latest.current) setOutcome({ status: 'done', results, words, suggestions, error: null });
        },
        (failure: Error) => {
          if (request !== latest.current) return;
          setOutcome((current) => ({ ...current, status: 'done', results: [], suggestions: [], error: failure.message }));
        },
      );
  }, [query, context, limit, versionPath, files]);

  return { query, setQuery, ...outcome, prepare };
}
