/**
 * The navbar search box at work (ARIA combobox with a listbox of suggestions), loaded in place
 * of the idle box (./index.tsx); the index downloads once the box gets focus or mod+k is
 * pressed. Arrow keys move through the suggestions and the last entry, the full results page;
 * Enter follows the active entry (the results page when none is active); Escape closes the
 * list, then clears the box. A query that finds nothing offers "Did you mean" entries that run
 * a nearby query in place, and links to the guides' and API indexes after the list.
 */
import { navigate } from 'gatsby';
import React, { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { siteConfig } from '../../config/client';
import { useSearch } from '../../hooks/useSearch';
import { resultHref } from '../../search/highlight';
import { browseLinks, searchPageHref } from '../../search/links';
import type { SearchContextName } from '../../shared/search';
import HighlightedText from '../HighlightedText';
import SiteLink from '../SiteLink';
import SearchField, { isShortcut } from './Field';
import * as styles from './styles.module.css';

/** What the idle box held when this one took its place. */
export interface Initial {
  query: string;
  focused: boolean;
  selection?: [number, number];
}

export interface Props {
  /** Search one context only; by default every context is searched (context-less search). */
  context?: SearchContextName | null;
  /** What the idle box holds, read once as this box takes its place. */
  takeOver?: () => Initial;
}

export const MESSAGES = {
  loading: 'Fetching new results...',
  empty: 'No results',
  failed: 'Search is unavailable right now.',
  didYouMean: (query: string) => `Did you mean “${query}”?`,
  browse: 'Or browse:',
};

/** What an entry of the list does: open a page, or run another query. */
type Entry = { kind: 'link'; href: string } | { kind: 'query'; text: string };

export default function SearchCombobox({ context = null, takeOver }: Props) {
  const { maxSuggestions } = siteConfig.search;
  const [initial] = useState(() => takeOver?.());
  const search = useSearch({ context, limit: maxSuggestions, initialQuery: initial?.query });
  const { query, setQuery, status, results, words, suggestions, error, prepare } = search;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (i: number) => `${baseId}-option-${i}`;

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!initial?.focused || !input) return;
    input.focus();
    if (initial.selection) input.setSelectionRange(...initial.selection);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hand-over happens once, as this box mounts
  }, []);

  const hasQuery = query.trim().length > 0;
  const allResultsHref = searchPageHref({ q: query.trim(), ctx: context });
  const noResults = hasQuery && status === 'done' && !error && results.length === 0;
  const browse = noResults ? browseLinks() : [];
  const didYouMean = noResults ? suggestions : [];
  const entries: Entry[] = hasQuery
    ? [
        ...results.map((r): Entry => ({ kind: 'link', href: resultHref(r.url, words) })),
        ...didYouMean.map((text): Entry => ({ kind: 'query', text })),
        { kind: 'link', href: allResultsHref },
      ]
    : [];
  const expanded = open && hasQuery;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      prepare();
      inputRef.current?.focus();
      inputRef.current?.select();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [prepare]);

  useEffect(() => setActive(-1), [results, suggestions]);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    navigate(href);
  };

  const runQuery = (text: string) => {
    setQuery(text);
    setOpen(true);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (entries.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + entries.length + (current === -1 && step < 0 ? 1 : 0)) % entries.length);
    } else if (event.key === 'Enter') {
      if (!hasQuery) return;
      event.preventDefault();
      const entry: Entry | undefined = entries[active];
      if (entry?.kind === 'query') runQuery(entry.text);
      else go(entry?.href ?? allResultsHref);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else {
        setQuery('');
        inputRef.current?.blur();
      }
    }
  };

  let message: string | null = null;
  if (status === 'loading') message = MESSAGES.loading;
  else if (status === 'done' && error) message = MESSAGES.failed;
  else if (status === 'done' && results.length === 0) message = MESSAGES.empty;

  return (
    <div
      className={styles.root}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <SearchField
        ref={inputRef}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keeps focus in the search box while an option is clicked; the keyboard works through the box */}
      <div className={styles.panel} hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        {message && (
          <p className={styles.message} role="status">
            {message}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label="Search suggestions" className={styles.list}>
          {hasQuery &&
            results.map((result, i) => (
              <li
                key={result.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                onMouseMove={() => setActive(i)}
              >
                <SiteLink to={resultHref(result.url, words)} tabIndex={-1} className={styles.link} onClick={() => setOpen(false)}>
                  <span className={styles.title}>
                    <HighlightedText parts={result.titleParts} />
                  </span>
                  {result.breadcrumbs.length > 0 && <span className={styles.crumbs}>{result.breadcrumbs.join(' › ')}</span>}
                  {result.snippet.length > 0 && (
                    <span className={styles.snippet}>
                      <HighlightedText parts={result.snippet} />
                    </span>
                  )}
                </SiteLink>
              </li>
            ))}
          {didYouMean.map((text, i) => {
            const at = results.length + i;
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- an option of the combobox: Enter in the search box runs the active one
              <li
                key={`q-${text}`}
                id={optionId(at)}
                role="option"
                aria-selected={active === at}
                className={`${styles.option} ${styles.extra}`}
                onMouseMove={() => setActive(at)}
                onClick={() => runQuery(text)}
                data-search-help
              >
                <span className={styles.link}>{MESSAGES.didYouMean(text)}</span>
              </li>
            );
          })}
          {hasQuery && (
            <li
              id={optionId(entries.length - 1)}
              role="option"
              aria-selected={active === entries.length - 1}
              className={`${styles.option} ${styles.all}`}
              onMouseMove={() => setActive(entries.length - 1)}
            >
              <SiteLink to={allResultsHref} tabIndex={-1} className={styles.link} onClick={() => setOpen(false)}>
                See all results for “{query.trim()}”
              </SiteLink>
            </li>
          )}
        </ul>
        {browse.length > 0 && (
          <nav className={styles.browse} aria-label="Documentation indexes" data-search-help>
            <span>{MESSAGES.browse}</span>
            {browse.map((link) => (
              <SiteLink key={link.to} to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </SiteLink>
            ))}
          </nav>
        )}
      </div>
    </div>
  );
}
