/**
 * The routes the built site must serve, by area, so the check fails the moment a route goes
 * missing.
 */
const gettingStarted = ['creating-plugin', 'devtools', 'quick-start', 'react', 'supported-browsers', 'theming'];
const concepts = [
  'commands',
  'dom-events',
  'editor-state',
  'history',
  'key-management',
  'listeners',
  'node-cloning',
  'node-replacement',
  'node-state',
  'nodes',
  'read-only',
  'selection',
  'serialization',
  'transforms',
  'traversals',
  'updates',
];

/** The packages with a page and an API module (the core package is the bare name). */
const packages = [
  'clipboard',
  'code',
  'code-shiki',
  'devtools-core',
  'dragon',
  'eslint-plugin',
  'file',
  'hashtag',
  'headless',
  'history',
  'html',
  'link',
  'list',
  'mark',
  'markdown',
  'offset',
  'overflow',
  'plain-text',
  'react',
  'rich-text',
  'selection',
  'table',
  'text',
  'utils',
  'yjs',
];
/** The React bindings' module pages (plugins, composer, content editable, error boundary, tree view, hooks). */
const reactEntryPoints = [
  'LexicalComposer',
  'LexicalComposerContext',
  'LexicalContentEditable',
  'LexicalErrorBoundary',
  'LexicalTreeView',
  'LexicalRichTextPlugin',
  'LexicalPlainTextPlugin',
  'LexicalHistoryPlugin',
  'LexicalOnChangePlugin',
  'LexicalListPlugin',
  'LexicalLinkPlugin',
  'LexicalTablePlugin',
  'useLexicalEditable',
  'useLexicalNodeSelection',
];

const specRoutes = {
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
  api: [
    '/docs/api',
    '/docs/api/modules',
    '/docs/api/modules/lexical',
    ...packages.filter((p) => p !== 'react').map((p) => `/docs/api/modules/lexical_${p.replace(/-/g, '_')}`),
    ...reactEntryPoints.map((e) => `/docs/api/modules/lexical_react_${e}`),
    '/docs/api/classes/lexical.ElementNode',
    '/docs/api/classes/lexical.LexicalEditor',
    '/docs/api/interfaces/lexical.BaseSelection',
  ],
  packages: ['/docs/packages/lexical', ...packages.map((p) => `/docs/packages/lexical-${p}`)],
  docsWithoutSidebar: ['/docs/design', '/docs/error', '/docs/maintainers-guide', '/docs/testing'],
  blog: ['/blog', '/blog/archive', '/blog/authors', '/blog/tags'],
  blogTags: ['docusaurus', 'facebook', 'hello', 'hola'].map((tag) => `/blog/tags/${tag}`),
  blogPosts: ['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome'].map((post) => `/blog/${post}`),
  blogFeeds: ['/blog/rss.xml', '/blog/atom.xml'],
  otherPages: ['/community', '/gallery', '/markdown-page', '/2024-recap'],
  crawlers: ['/sitemap.xml', '/robots.txt'],
};

export const allSpecRoutes = Object.values(specRoutes).flat();
