/**
 * The mark of the site's own links (src/components/SiteLink): the browser prefetches the page
 * such a link leads to when it comes into view or is hovered (src/gatsby/prefetch.ts).
 */
export const PREFETCH_ATTRIBUTE = 'data-prefetch';
