/**
 * A live example in the Markdown version of a page: the editor the example runs, written out
 * as the React code that builds it with the public Lexical packages (the composer, the
 * plugins of its definition, the nodes they need, its first paragraphs), so a reader without
 * the page's interactive editor can run the same thing. The example's lesson controls (the
 * demos around the editor) are the page's own UI and are named, not reproduced.
 */
import type { LiveEditorPlugin, LiveEditorProps } from '../../../shared/live-editor';
import { DEFAULT_PLUGINS } from '../../../shared/live-editor';
import type { MdNode } from '../../mdx/tree';

interface Part {
  imports: string[];
  nodes?: string[];
  element?: string;
}

const PLUGIN_PARTS: Record<LiveEditorPlugin, (props: LiveEditorProps) => Part> = {
  history: () => ({
    imports: ["import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';"],
    element: '<HistoryPlugin />',
  }),
  list: () => ({
    imports: ["import { ListItemNode, ListNode } from '@lexical/list';", "import { ListPlugin } from '@lexical/react/LexicalListPlugin';"],
    nodes: ['ListNode', 'ListItemNode'],
    element: '<ListPlugin />',
  }),
  'markdown-shortcuts': () => ({
    imports: [
      "import { CodeNode } from '@lexical/code';",
      "import { LinkNode } from '@lexical/link';",
      "import { ListItemNode, ListNode } from '@lexical/list';",
      "import { TRANSFORMERS } from '@lexical/markdown';",
      "import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';",
      "import { HeadingNode, QuoteNode } from '@lexical/rich-text';",
    ],
    nodes: ['HeadingNode', 'QuoteNode', 'ListNode', 'ListItemNode', 'CodeNode', 'LinkNode'],
    element: '<MarkdownShortcutPlugin transformers={TRANSFORMERS} />',
  }),
  hashtag: () => ({
    imports: ["import { HashtagNode } from '@lexical/hashtag';", "import { HashtagPlugin } from '@lexical/react/LexicalHashtagPlugin';"],
    nodes: ['HashtagNode'],
    element: '<HashtagPlugin />',
  }),
  'character-limit': (props) => ({
    imports: [
      "import { OverflowNode } from '@lexical/overflow';",
      "import { CharacterLimitPlugin } from '@lexical/react/LexicalCharacterLimitPlugin';",
    ],
    nodes: ['OverflowNode'],
    element: `<CharacterLimitPlugin charset="UTF-16" maxLength={${props.characterLimit ?? 100}} />`,
  }),
  // The toolbar's buttons are the site's own markup; each dispatches a command such as
  // FORMAT_TEXT_COMMAND, which the Commands guide shows.
  toolbar: () => ({ imports: [] }),
};

/** The TSX that builds the example's editor with the public packages. */
export function liveExampleSource(props: LiveEditorProps): string {
  const plainText = props.mode === 'plain-text';
  const parts = (props.plugins ?? DEFAULT_PLUGINS).map((plugin) => PLUGIN_PARTS[plugin](props));
  const imports = new Set([
    `import { ${plainText ? 'PlainTextPlugin' : 'RichTextPlugin'} } from '@lexical/react/${plainText ? 'LexicalPlainTextPlugin' : 'LexicalRichTextPlugin'}';`,
    "import { LexicalComposer } from '@lexical/react/LexicalComposer';",
    "import { ContentEditable } from '@lexical/react/LexicalContentEditable';",
    "import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';",
    ...parts.flatMap((part) => part.imports),
  ]);
  const paragraphs = props.initialText ?? [];
  if (paragraphs.length) imports.add("import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';");
  const nodes = [...new Set(parts.flatMap((part) => part.nodes ?? []))];
  const surface = plainText ? 'PlainTextPlugin' : 'RichTextPlugin';
  const lines = [
    ...[...imports].sort((a, b) => a.slice(a.indexOf(' from ')).localeCompare(b.slice(b.indexOf(' from ')))),
    '',
    'const initialConfig = {',
    "  namespace: 'Example',",
    `  nodes: [${nodes.join(', ')}],`,
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
