/**
 * /gallery: example editors and plugins, each runnable in place. The filter (tags and a
 * search) lives in the URL query. The page renders unfiltered on the server and reads the
 * query after hydration, so server and browser HTML agree; changes are written back with
 * history.replaceState, which neither scrolls nor adds a history entry per keystroke.
 */
import { type HeadFC, type PageProps } from 'gatsby';
import React, { useCallback, useEffect, useState } from 'react';
import { galleryExamples, galleryTags, type GalleryTag } from '../../content/gallery/examples';
import GalleryCard from '../components/GalleryCard';
import GalleryFilters from '../components/GalleryFilters';
import Seo from '../components/Seo';
import { filterGallery, galleryQueryString, parseGalleryQuery, type GalleryFilter } from '../shared/gallery-query';
import * as styles from './gallery.module.css';

const tagList = (Object.entries(galleryTags) as [GalleryTag, string][]).map(([key, label]) => ({ key, label }));
const tagKeys = tagList.map((t) => t.key);

export default function GalleryPage({ location }: PageProps) {
  const [filter, setFilter] = useState<GalleryFilter>({ tags: [], query: '' });

  useEffect(() => {
    setFilter(parseGalleryQuery(location.search, tagKeys));
  }, [location.search]);

  const update = useCallback((next: GalleryFilter) => {
    setFilter(next);
    const url = `${window.location.pathname}${galleryQueryString(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, []);

  const shown = filterGallery(galleryExamples, filter);
  return (
    <div className={styles.page}>
      <h1>Gallery</h1>
      <p className={styles.lead}>
        Small editors built with Lexical's own packages. Each one runs right here: open it and
        type.
      </p>
      <GalleryFilters
        tags={tagList}
        selected={filter.tags}
        query={filter.query}
        onToggleTag={(key) =>
          update({ ...filter, tags: filter.tags.includes(key) ? filter.tags.filter((t) => t !== key) : [...filter.tags, key] })
        }
        onQueryChange={(query) => update({ ...filter, query })}
        onClear={() => update({ tags: [], query: '' })}
      />
      <p className={styles.count} aria-live="polite">
        {shown.length === galleryExamples.length ? `${shown.length} examples` : `${shown.length} of ${galleryExamples.length} examples`}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((example) => (
            <GalleryCard
              key={example.id}
              title={example.title}
              description={example.description}
              tagLabels={example.tags.map((t) => galleryTags[t])}
              editor={example.editor}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No example matches this filter. Try fewer tags or another word.</p>
      )}
    </div>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Gallery"
    description="Live examples of Lexical editors and plugins: plain and rich text, Markdown shortcuts, lists, hashtags and a character limit."
    path="/gallery"
  />
);
