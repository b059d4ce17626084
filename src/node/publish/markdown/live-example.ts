/**
 * A live example in the Markdown version of a page: the editor the example runs, written out
 * as the React code that builds it with the public Lexical packages (the composer, the
 * plugins of its definition, the nodes they need, its first paragraphs), so a reader without
 * the page's interactive editor can run the same thing. The example's lesson controls (the
 * demos around the editor) are the page's own UI and are named, not reproduced.
 */
import type { LiveEditorPlugin, LiveEditorProps } from '../../../shared/live-editor';
import { DEFAULT_PLUGINS, pluginNodes } from '../../../shared/live-editor';
import type { MdNode } from '../../mdx/tree';

/** A plugin's own imports and element; the nodes it needs come from src/shared/live-editor.ts. */
interface Part {
  imports: string[];
  element?: string;
}

const PLUGIN_PARTS: Record<LiveEditorPlugin, (props: LiveEditorProps) => Part> = {
  history: () => ({
    imports: ["import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';"],
    element: '<HistoryPlugin />',
  }),
  list: () => ({
    imports: ["import { ListPlugin } from '@lexical/react/LexicalListPlugin';"],
    element: '<ListPlugin />',
  }),
  'markdown-shortcuts': () => ({
    imports: [
      "import { TRANSFORMERS } from '@lexical/markdown';",
      "import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';",
    ],
    element: '<MarkdownShortcutPlugin transformers={TRANSFORMERS} />',
  }),
  hashtag: () => ({
    imports: ["import { HashtagPlugin } from '@lexical/react/LexicalHashtagPlugin';"],
    element: '<HashtagPlugin />',
  }),
  'character-limit': (props) => ({
    imports: ["import { CharacterLimitPlugin } from '@lexical/react/LexicalCharacterLimitPlugin';"],
    element: `<CharacterLimitPlugin charset="UTF-16" maxLength={${props.characterLimit ?? 100}} />`,
  }),
  // The guide's own samples (react/embeds-and-link-previews): the configs and the plugin.
  'auto-embed': () => ({
    imports: [
      "import { URL_MATCHER } from '@lexical/react/LexicalAutoEmbedPlugin';",
      "import { AutoLinkPlugin, createLinkMatcherWithRegExp } from '@lexical/react/LexicalAutoLinkPlugin';",
      "import { VIDEO_CONFIGS } from './embedConfigs';",
      "import { EmbedPlugin } from './EmbedPlugin';",
    ],
    element: [
      "<AutoLinkPlugin matchers={[createLinkMatcherWithRegExp(URL_MATCHER, (text) => (text.startsWith('http') ? text : `https://${text}`))]} />",
      '      <EmbedPlugin configs={VIDEO_CONFIGS} />',
    ].join('\n'),
  }),
  // The toolbar's buttons are the site's own markup; each dispatches a command such as
  // FORMAT_TEXT_COMMAND, which the Commands guide shows.
  toolbar: () => ({ imports: [] }),
  // The handles are the site's own menu around DraggableBlockPlugin_EXPERIMENTAL, which needs
  // the editable's positioned wrapper as its anchor; the Block handles guide builds the same.
  'block-handles': () => ({ imports: [] }),
};

/** The TSX that builds the example's editor with the public packages. */
export function liveExampleSource(props: LiveEditorProps): string {
  const surface = props.mode === 'plain-text' ? 'PlainTextPlugin' : 'RichTextPlugin';
  const plugins = props.plugins ?? DEFAULT_PLUGINS;
  const parts = plugins.map((plugin) => PLUGIN_PARTS[plugin](props));
  // The site's toolbar is not reproduced, so only the plugins' nodes are registered.
  const nodes = pluginNodes(plugins);
  const byPackage = new Map<string, string[]>();
  for (const { name, from } of nodes) byPackage.set(from, [...(byPackage.get(from) ?? []), name]);
  const imports = new Set([
    `import { ${surface} } from '@lexical/react/Lexical${surface}';`,
    "import { LexicalComposer } from '@lexical/react/LexicalComposer';",
    "import { ContentEditable } from '@lexical/react/LexicalContentEditable';",
    "import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';",
    ...parts.flatMap((part) => part.imports),
    ...[...byPackage].map(([from, names]) => `import { ${names.sort().join(', ')} } from '${from}';`),
  ]);
  const paragraphs = props.initialText ?? [];
  if (paragraphs.length) imports.add("import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';");
  const lines = [
    ...[...imports].sort((a, b) => a.slice(a.indexOf(' from ')).localeCompare(b.slice(b.indexOf(' from ')))),
    '',
    'const initialConfig = {',
    "  namespace: 'Example',",
    `  nodes: [${nodes.map((entry) => entry.name).join(', ')}],`,
    '  onError(error: Error) {',
    '    throw error;',
    '  },',
    ...(paragraphs.length
      ? [
          '  editorState() {',
          '    const root = $getRoot();',
          ...paragraphs.map((p) => `    root.append($createParagraphNode().append($createTextNode(${JSON.stringify(p)})));`),
          '  },',
        ]
      : []),
    '};',
    '',
    'export function Example() {',
    '  return (',
    '    <LexicalComposer initialConfig={initialConfig}>',
    `      <${surface}`,
    `        contentEditable={<ContentEditable aria-label=${JSON.stringify(props.label ?? 'Editor')} />}`,
    '        ErrorBoundary={LexicalErrorBoundary}',
    '      />',
    ...parts.filter((part) => part.element).map((part) => `      ${part.element}`),
    '    </LexicalComposer>',
    '  );',
    '}',
  ];
  return lines.join('\n');
}

/** The blockquote that names the example and the code that builds it. */
export function liveExampleMarkdown(title: string, props: LiveEditorProps, pageUrl: string): MdNode[] {
  const extras = [
    props.demo ? `the page adds controls around the editor (${props.demo})` : null,
    props.collaboration ? 'the page runs two such editors kept in sync through Yjs (see the collaboration guide)' : null,
  ].filter(Boolean);
  return [
    {
      type: 'blockquote',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'strong', children: [{ type: 'text', value: `Live example: ${title}.` }] },
            { type: 'text', value: ' It runs in the browser at ' },
            { type: 'link', url: pageUrl, children: [{ type: 'text', value: pageUrl }] },
            { type: 'text', value: `; this code builds the same editor${extras.length ? `, and ${extras.join('; ')}` : ''}.` },
          ],
        },
      ],
    },
    { type: 'code', lang: 'tsx', value: liveExampleSource(props) },
  ];
}
