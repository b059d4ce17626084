/**
 * The routes of spec §2 that the built site must serve, by area. Each area joins this list
 * when the issue that builds it lands, so the check fails the moment a route goes missing.
 */
const gettingStarted = ['creating-plugin', 'devtools', 'quick-start', 'react', 'supported-browsers', 'theming'];
const concepts = [
  'commands', 'dom-events', 'editor-state', 'history', 'key-management', 'listeners',
  'node-cloning', 'node-replacement', 'node-state', 'nodes', 'read-only', 'selection',
  'serialization', 'transforms', 'traversals', 'updates',
];

export const specRoutes = {
  home: ['/'],
  guideDocs: [
    '/docs/intro',
    '/docs/faq',
    ...gettingStarted.map((p) => `/docs/getting-started/${p}`),
    ...concepts.map((p) => `/docs/concepts/${p}`),
    '/docs/collaboration/faq',
    '/docs/collaboration/react',
    '/docs/react/create_plugin',
    '/docs/react/faq',
    '/docs/react/plugins',
  ],
  docsWithoutSidebar: ['/docs/design', '/docs/error', '/docs/maintainers-guide', '/docs/testing'],
  blog: ['/blog', '/blog/archive', '/blog/authors', '/blog/tags'],
  blogTags: ['docusaurus', 'facebook', 'hello', 'hola'].map((tag) => `/blog/tags/${tag}`),
  blogPosts: ['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome'].map((post) => `/blog/${post}`),
  blogFeeds: ['/blog/rss.xml', '/blog/atom.xml'],
  otherPages: ['/community', '/gallery', '/markdown-page', '/2024-recap'],
  crawlers: ['/sitemap.xml', '/robots.txt'],
};

export const allSpecRoutes = Object.values(specRoutes).flat();
