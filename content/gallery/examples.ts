/**
 * The gallery's cards. Each names the live editor it opens: the mode, plugins and starting
 * content of a LiveEditor (src/components/LiveEditor), built from the pinned Lexical packages.
 * Tags must be keys of `galleryTags`; the type checker rejects any other.
 */
import type { LiveEditorProps } from '../../src/components/LiveEditor/types';

export const galleryTags = {
  'plain-text': 'Plain text',
  'rich-text': 'Rich text',
  markdown: 'Markdown',
  lists: 'Lists',
  hashtags: 'Hashtags',
  limits: 'Limits',
  history: 'History',
  json: 'Editor state',
} as const;

export type GalleryTag = keyof typeof galleryTags;

export interface GalleryExample {
  /** Stable id, used for element ids. */
  id: string;
  title: string;
  description: string;
  tags: readonly GalleryTag[];
  /** The live example the card opens. */
  editor: LiveEditorProps;
}

export const galleryExamples: readonly GalleryExample[] = [
  {
    id: 'plain-text',
    title: 'Plain text',
    description: 'The smallest useful editor: PlainTextPlugin and HistoryPlugin. No formatting, just text, line breaks and undo.',
    tags: ['plain-text', 'history'],
    editor: {
      label: 'Plain text example',
      mode: 'plain-text',
      plugins: ['history'],
      initialText: ['Plain text only. Ctrl+B does nothing here, and undo works.'],
    },
  },
  {
    id: 'rich-text',
    title: 'Rich text with a toolbar',
    description: 'RichTextPlugin with a small toolbar that dispatches FORMAT_TEXT_COMMAND, UNDO_COMMAND and REDO_COMMAND.',
    tags: ['rich-text', 'history'],
    editor: {
      label: 'Rich text example',
      plugins: ['toolbar', 'history'],
      initialText: ['Select a word and press the B button, or use the keyboard shortcuts.'],
    },
  },
  {
    id: 'markdown-shortcuts',
    title: 'Markdown shortcuts',
    description: 'MarkdownShortcutPlugin turns Markdown typed at the start of a line into headings, quotes, lists and code, and **stars** into bold.',
    tags: ['rich-text', 'markdown'],
    editor: {
      label: 'Markdown shortcuts example',
      plugins: ['toolbar', 'history', 'markdown-shortcuts'],
      initialMarkdown: '## Markdown shortcuts\n\nStart a new line with `# `, `> ` or `- `, or wrap a word in **double stars**.',
    },
  },
  {
    id: 'character-limit',
    title: 'Character limit',
    description: 'CharacterLimitPlugin counts as you type and marks the text past the limit with an OverflowNode instead of cutting it off.',
    tags: ['plain-text', 'limits'],
    editor: {
      label: 'Character limit example',
      mode: 'plain-text',
      plugins: ['history', 'character-limit'],
      characterLimit: 80,
      initialText: ['Keep typing past eighty characters and watch the overflow get highlighted.'],
    },
  },
  {
    id: 'hashtags',
    title: 'Hashtags',
    description: 'HashtagPlugin runs a node transform that turns #words into HashtagNodes while you type.',
    tags: ['plain-text', 'hashtags'],
    editor: {
      label: 'Hashtag example',
      mode: 'plain-text',
      plugins: ['history', 'hashtag'],
      initialText: ['Type a hashtag such as #lexical or #editor and see it styled.'],
    },
  },
  {
    id: 'lists',
    title: 'Lists',
    description: 'ListPlugin with ListNode and ListItemNode: bulleted and numbered lists, made from the toolbar or loaded from Markdown.',
    tags: ['rich-text', 'lists'],
    editor: {
      label: 'List example',
      plugins: ['toolbar', 'history', 'list'],
      initialMarkdown: '- Bulleted item\n- Another item\n\n1. Numbered item\n2. And one more',
    },
  },
  {
    id: 'editor-state',
    title: 'Editor state as JSON',
    description: 'Every change produces a new immutable editor state; this example prints editorState.toJSON() as you type.',
    tags: ['rich-text', 'json'],
    editor: {
      label: 'Editor state example',
      plugins: ['toolbar', 'history'],
      initialText: ['Edit me and watch the JSON below change.'],
      showJson: true,
    },
  },
];
