export default {
  docs: [
    'intro',
    {
      type: 'category',
      label: 'Getting Started',
      items: ['getting-started/quick-start', 'getting-started/unlisted', 'getting-started/draft'],
    },
    {
      type: 'category',
      label: 'Concepts',
      link: { type: 'doc', id: 'concepts/overview' },
      items: ['concepts/editor-state', { type: 'doc', id: 'concepts/nodes', label: 'Nodes!' }],
    },
    { type: 'category', label: 'Packages', items: [{ type: 'generated', source: 'packages' }] },
    { type: 'category', label: 'Empty', items: ['getting-started/unlisted'] },
    { type: 'link', label: 'GitHub', href: 'https://github.com/facebook/lexical' },
    'faq',
  ],
  api: [],
};
