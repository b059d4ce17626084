/**
 * One page of each main kind, the ones every whole-site check visits: the develop smoke test,
 * the browser crawl in dark mode, axe and the weight budgets. Each adds the kinds only it needs.
 */
export const CORE_PAGE_KINDS = {
  home: '/',
  doc: '/docs/concepts/editor-state',
  apiModule: '/docs/api/modules/lexical_history',
  apiClass: '/docs/api/classes/lexical.TextNode',
  package: '/docs/packages/lexical-history',
  blogList: '/blog',
  blogPost: '/blog/long-blog-post',
  gallery: '/gallery',
  notFound: '/this-page-does-not-exist',
};
