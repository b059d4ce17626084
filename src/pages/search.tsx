/**
 * The full search results page: /search?q=...&ctx=docs|api&version=current. The index loads
 * when the address brings a query or the box gets focus, not for a page opened empty. The
 * address follows the query with history.replaceState, which neither adds history entries nor
 * scrolls. Without ctx every context is searched. The query is only ever shown as text.
 */
import { type HeadFC, type PageProps } from 'gatsby';
import React, { useEffect, useState } from 'react';
import HighlightedText from '../components/HighlightedText';
import Seo from '../components/Seo';
import { siteConfig } from '../config/client';
import { currentVersionPath, useSearch } from '../hooks/useSearch';
import { resultHref } from '../search/highlight';
import { browseLinks, searchPageHref } from '../search/links';
import { sanitiseQuery } from '../search/query';
import { isSearchContext, MAX_RESULTS, type SearchContextName } from '../shared/search';
import * as styles from './search.module.css';
import SiteLink from '../components/SiteLink';

const SEARCH_MESSAGES = {
  heading: 'Search the documentation',
  prompt: 'Type your search here',
  loading: 'Fetching new results...',
  empty: 'No results were found',
  didYouMean: 'Did you mean',
  browse: 'Or start from an index:',
  failed: 'Search is unavailable right now.',
};

const CONTEXT_CHOICES: { value: SearchContextName | null; label: string }[] = [
  { value: null, label: 'Everything' },
  { value: 'docs', label: 'Guides and packages' },
  { value: 'api', label: 'API reference' },
];

/** The version named in ?version= (a name such as current, or its path), else the current one. */
function versionPathOf(param: string | null): string {
  const match = siteConfig.docs.versions.find((v) => v.name === param || v.path === param);
  return match?.path ?? currentVersionPath();
}

export default function SearchPage({ location }: PageProps) {
  const [context, setContext] = useState<SearchContextName | null>(null);
  const [versionParam, setVersionParam] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const search = useSearch({ context, limit: MAX_RESULTS, version: versionPathOf(versionParam) });
  const { query, setQuery, status, results, words, suggestions, error, prepare } = search;

  // Read the address once on mount: the server renders the page without a query.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const ctx = params.get('ctx');
    setContext(isSearchContext(ctx) ? ctx : null);
    setVersionParam(params.get('version'));
    setQuery(sanitiseQuery(params.get('q') ?? ''));
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later changes of the address are this page's own
  }, []);

  useEffect(() => {
    if (!ready) return;
    const href = searchPageHref({ q: query.trim(), ctx: context, version: versionParam });
    if (href !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(window.history.state, '', href);
    }
  }, [ready, query, context, versionParam]);

  const hasQuery = query.trim().length > 0;
  const noResults = hasQuery && status === 'done' && !error && results.length === 0;
  let message: string | null = null;
  if (hasQuery && status === 'loading') message = SEARCH_MESSAGES.loading;
  else if (hasQuery && status === 'done' && error) message = SEARCH_MESSAGES.failed;
  else if (hasQuery && status === 'done' && results.length === 0) message = SEARCH_MESSAGES.empty;
  else if (hasQuery && status === 'done')
    message = `${results.length === MAX_RESULTS ? `The first ${MAX_RESULTS}` : results.length} result${results.length === 1 ? '' : 's'} for “${query.trim()}”`;

  return (
    <div className={styles.page}>
      <h1>{SEARCH_MESSAGES.heading}</h1>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <input
          className={styles.input}
          type="search"
          name="q"
          aria-label={SEARCH_MESSAGES.prompt}
          placeholder={SEARCH_MESSAGES.prompt}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onFocus={prepare}
          onChange={(event) => setQuery(event.target.value)}
        />
        <fieldset className={styles.contexts}>
          <legend className={styles.legend}>Search in</legend>
          {CONTEXT_CHOICES.map((choice) => (
            <label key={choice.label} className={styles.choice}>
              <input type="radio" name="ctx" checked={context === choice.value} onChange={() => setContext(choice.value)} />
              {choice.label}
            </label>
          ))}
        </fieldset>
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
      {noResults && (
        <div className={styles.help}>
          {suggestions.length > 0 && (
            <p className={styles.didYouMean}>
              {SEARCH_MESSAGES.didYouMean}{' '}
              {suggestions.map((suggestion, i) => (
                <React.Fragment key={suggestion}>
                  {i > 0 && ', '}
                  <button type="button" className={styles.suggestion} onClick={() => setQuery(suggestion)}>
                    {suggestion}
                  </button>
                </React.Fragment>
              ))}
              ?
            </p>
          )}
          <p className={styles.browse}>{SEARCH_MESSAGES.browse}</p>
          <ul className={styles.browseLinks}>
            {browseLinks().map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {hasQuery && results.length > 0 && (
        <ol className={styles.results}>
          {results.map((result) => (
            <li key={result.id} className={styles.result}>
              <h2 className={styles.title}>
                <SiteLink to={resultHref(result.url, words)}>
                  <HighlightedText parts={result.titleParts} />
                </SiteLink>
              </h2>
              {result.breadcrumbs.length > 0 && <p className={styles.crumbs}>{result.breadcrumbs.join(' › ')}</p>}
              {result.snippet.length > 0 && (
                <p className={styles.snippet}>
                  <HighlightedText parts={result.snippet} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export const Head: HeadFC = () => (
  <Seo title={SEARCH_MESSAGES.heading} description="Search the Lexical guides, package pages and API reference." path="/search" noindex />
);
