import React, { useId } from 'react';
import * as styles from './styles.module.css';

export interface Props {
  /** Every tag: its key (in the URL) and label. */
  tags: readonly { key: string; label: string }[];
  selected: readonly string[];
  query: string;
  onToggleTag: (key: string) => void;
  onQueryChange: (query: string) => void;
  onClear: () => void;
}

/** The gallery's search box and tag toggles. */
export default function GalleryFilters({ tags, selected, query, onToggleTag, onQueryChange, onClear }: Props) {
  const searchId = useId();
  return (
    <div className={styles.filters}>
      <div className={styles.search}>
        <label htmlFor={searchId}>Search the examples</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="e.g. markdown"
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <div role="group" aria-label="Filter by tag" className={styles.tags}>
        {tags.map((tag) => (
          <button
            key={tag.key}
            type="button"
            className={styles.tag}
            aria-pressed={selected.includes(tag.key)}
            onClick={() => onToggleTag(tag.key)}
          >
            {tag.label}
          </button>
        ))}
        {(selected.length > 0 || query) && (
          <button type="button" className={styles.clear} onClick={onClear}>
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
