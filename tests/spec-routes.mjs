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
};

export const allSpecRoutes = Object.values(specRoutes).flat();
