import { filterGallery, galleryQueryString, parseGalleryQuery } from '../gallery-query';

const items = [
  { title: 'Plain text', description: 'Just text.', tags: ['plain-text', 'history'] },
  { title: 'Lists', description: 'Bullets and numbers.', tags: ['rich-text', 'lists'] },
  { title: 'Markdown shortcuts', description: 'Type # for a heading.', tags: ['rich-text', 'markdown'] },
];

describe('gallery query', () => {
  it('round-trips tags and the search text, dropping unknown tags', () => {
    expect(parseGalleryQuery('?tags=rich-text,bogus,lists&q=num', ['rich-text', 'lists'])).toEqual({
      tags: ['rich-text', 'lists'],
      query: 'num',
    });
    expect(galleryQueryString({ tags: ['rich-text', 'lists'], query: 'num bers' })).toBe('?tags=rich-text,lists&q=num+bers');
    expect(galleryQueryString({ tags: [], query: ' ' })).toBe('');
  });

  it('keeps the items with every selected tag that match every word', () => {
    expect(filterGallery(items, { tags: ['rich-text'], query: '' }).map((i) => i.title)).toEqual(['Lists', 'Markdown shortcuts']);
    expect(filterGallery(items, { tags: ['rich-text'], query: 'heading' }).map((i) => i.title)).toEqual(['Markdown shortcuts']);
    expect(filterGallery(items, { tags: [], query: 'JUST' }).map((i) => i.title)).toEqual(['Plain text']);
  });
});
