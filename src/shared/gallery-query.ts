/**
 * The gallery's filter as a URL query (`?tags=rich-text,lists&q=json`), so a filtered view
 * survives a reload and can be shared. Unknown tags in a hand-edited URL are dropped.
 */
export interface GalleryFilter {
  tags: string[];
  query: string;
}

export function parseGalleryQuery(search: string, knownTags: readonly string[]): GalleryFilter {
  const params = new URLSearchParams(search);
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => knownTags.includes(t));
  return { tags: [...new Set(tags)], query: params.get('q') ?? '' };
}

export function galleryQueryString(filter: GalleryFilter): string {
  const params = new URLSearchParams();
  if (filter.tags.length > 0) params.set('tags', filter.tags.join(','));
  if (filter.query.trim()) params.set('q', filter.query);
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

interface Filterable {
  title: string;
  description: string;
  tags: readonly string[];
}

/** Cards with every selected tag whose title, description or tags contain the query. */
export function filterGallery<T extends Filterable>(items: readonly T[], filter: GalleryFilter): T[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (!filter.tags.every((tag) => item.tags.includes(tag))) return false;
    const text = `${item.title} ${item.description} ${item.tags.join(' ')}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
