/**
 * /gallery: example editors and plugins, each runnable in place. The filter (tags and a
 * search) lives in the URL query. The page renders unfiltered on the server and reads the
 * query after hydration, so server and browser HTML agree; changes are written back with
 * history.replaceState, which neither scrolls nor adds a history entry per keystroke.
 *
 * The hash names a card (/gallery#tables): that card opens its example. Each example's code
 * and its highlighted source load only when asked for; the page's query carries just the
 * URLs of the source files.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import React, { useCallback, useEffect, useState } from 'react';
import { galleryExamples, galleryTags, type GalleryTag } from '../../content/gallery/examples';
import GalleryCard from '../components/GalleryCard';
import GalleryFilters from '../components/GalleryFilters';
import Seo from '../components/Seo';
import { filterGallery, galleryQueryString, parseGalleryQuery, type GalleryFilter } from '../shared/gallery-query';
import * as styles from './gallery.module.css';

const tagList = (Object.entries(galleryTags) as [GalleryTag, string][]).map(([key, label]) => ({ key, label }));
const tagKeys = tagList.map((t) => t.key);

export default function GalleryPage({ location, data }: PageProps<Queries.GalleryPageQuery>) {
  const [filter, setFilter] = useState<GalleryFilter>({ tags: [], query: '' });
  const [anchor, setAnchor] = useState('');
  const codeUrls = new Map(data.allGalleryExampleCode.nodes.map(({ example, url }) => [example, url]));

  useEffect(() => {
    setAnchor(decodeURIComponent(location.hash.slice(1)));
  }, [location.hash]);

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
      <h1 className="page-title">Gallery</h1>
      <p className="page-lead">
        Small editors built with Lexical&rsquo;s own packages. Each one runs right here: open it and type, or show the code it runs.
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
        <ul className={`clean-list ${styles.grid}`}>
          {shown.map((example) => (
            <GalleryCard
              key={example.id}
              id={example.id}
              title={example.title}
              description={example.description}
              tagLabels={example.tags.map((t) => galleryTags[t])}
              codeUrl={codeUrls.get(example.id) ?? null}
              openRequested={anchor === example.id}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No example matches this filter. Try fewer tags or another word.</p>
      )}
    </div>
  );
}

export const query = graphql`
  query GalleryPage {
    allGalleryExampleCode {
      nodes {
        example
        url
      }
    }
  }
`;

export const Head: HeadFC = () => (
  <Seo
    title="Gallery"
    description="Live examples of Lexical editors and plugins, each with its source: emoji, real-time collaboration, tables, rich and plain text, Markdown shortcuts, lists, hashtags and a character limit."
    path="/gallery"
  />
);
