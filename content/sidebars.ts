/**
 * The sidebars of the docs. `docs` is the guide, `api` the API reference. Items are doc ids
 * (the path of a file under content/docs without its extension), categories, links, or
 * `generated` items that the build fills from a content source.
 */
import type { SidebarsInput } from '../src/shared/sidebar';

const sidebars: SidebarsInput = {
  docs: [
    'intro',
    {
      type: 'category',
      label: 'Getting Started',
      items: [
        'getting-started/quick-start',
        'getting-started/react',
        'getting-started/theming',
        'getting-started/creating-plugin',
        'getting-started/devtools',
        'getting-started/testing-your-editor',
        'getting-started/supported-browsers',
        'getting-started/accessibility',
      ],
    },
    {
      type: 'category',
      label: 'Concepts',
      items: [
        'concepts/editor-state',
        'concepts/updates',
        'concepts/nodes',
        'concepts/decorator-nodes',
        'concepts/nested-editors',
        'concepts/node-state',
        'concepts/key-management',
        'concepts/node-cloning',
        'concepts/node-replacement',
        'concepts/selection',
        'concepts/traversals',
        'concepts/node-caret',
        'concepts/commands',
        'concepts/listeners',
        'concepts/transforms',
        'concepts/dom-events',
        'concepts/history',
        'concepts/read-only',
        'concepts/serialization',
        'concepts/html',
        'concepts/text-direction',
        'concepts/untrusted-content',
        'concepts/large-documents',
      ],
    },
    {
      type: 'category',
      label: 'Packages in use',
      items: [
        'packages-in-use/tables',
        'packages-in-use/code-blocks',
        'packages-in-use/clipboard',
        'packages-in-use/marks',
        'packages-in-use/markdown-transformers',
        'packages-in-use/text-entities',
        'packages-in-use/lists',
        'packages-in-use/links',
        'packages-in-use/formatting-toolbar',
        'packages-in-use/inline-styles',
        'packages-in-use/images',
        'packages-in-use/without-react',
        'packages-in-use/utilities',
      ],
    },
    { type: 'category', label: 'Packages', items: [{ type: 'generated', source: 'packages' }] },
    {
      type: 'category',
      label: 'React',
      link: { type: 'doc', id: 'react/index' },
      items: [
        'react/plugins',
        'react/create_plugin',
        'react/floating-ui',
        'react/mentions-and-slash-commands',
        'react/embeds-and-link-previews',
        'react/block-handles',
        'react/form-field',
        'react/fast-refresh',
        'react/faq',
      ],
    },
    {
      type: 'category',
      label: 'Collaboration',
      items: ['collaboration/react', 'collaboration/faq'],
    },
    'upgrading',
    'migrating-from-draft-js',
    'faq',
    'core-map',
  ],
  api: [{ type: 'generated', source: 'api' }],
};

export default sidebars;
