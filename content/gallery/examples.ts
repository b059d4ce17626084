/**
 * The gallery's cards. Each card's example is the code in src/gallery/<id>/: its index.tsx
 * default-exports the component the card runs, and the same files are what "Show code"
 * displays (src/node/gallery reads them at build time). The id is also the card's anchor
 * (/gallery#tables). Tags must be keys of `galleryTags`; the type checker rejects any other.
 */

export const galleryTags = {
  'plain-text': 'Plain text',
  'rich-text': 'Rich text',
  markdown: 'Markdown',
  lists: 'Lists',
  hashtags: 'Hashtags',
  limits: 'Limits',
  history: 'History',
  json: 'Editor state',
  'custom-nodes': 'Custom nodes',
  'vanilla-js': 'Vanilla JS',
  collaboration: 'Collaboration',
  tables: 'Tables',
} as const;

export type GalleryTag = keyof typeof galleryTags;

/** The examples, each a folder of src/gallery. */
export type GalleryExampleId =
  | 'emoji'
  | 'collaboration'
  | 'tables'
  | 'plain-text'
  | 'rich-text'
  | 'markdown-shortcuts'
  | 'character-limit'
  | 'hashtags'
  | 'lists'
  | 'editor-state';

export interface GalleryExample {
  /** Stable id: the folder src/gallery/<id>/ and the card's anchor. */
  id: GalleryExampleId;
  title: string;
  description: string;
  tags: readonly GalleryTag[];
}

export const galleryExamples: readonly GalleryExample[] = [
  {
    id: 'emoji',
    title: 'Emoji from emoticons',
    description:
      'A plugin written for this example, on a plain createEditor with no framework: a TextNode transform turns :) :( <3 and friends into an EmojiNode as you type, and Backspace right after an emoji gives you its emoticon back as text.',
    tags: ['vanilla-js', 'custom-nodes', 'rich-text'],
  },
  {
    id: 'collaboration',
    title: 'Real-time collaboration',
    description:
      "Two editors side by side, each with its own Yjs document, kept in sync by CollaborationPlugin through an in-memory provider. Each shows the other's cursor and name. Disconnect, edit both, reconnect: Yjs merges the offline edits.",
    tags: ['collaboration', 'rich-text'],
  },
  {
    id: 'tables',
    title: 'Tables',
    description:
      'TablePlugin from @lexical/table with a small toolbar: insert a table, add and delete rows and columns, drag across cells to select a range, then merge and unmerge cells.',
    tags: ['tables', 'rich-text'],
  },
  {
    id: 'plain-text',
    title: 'Plain text',
    description: 'The smallest useful editor: PlainTextPlugin and HistoryPlugin. No formatting, just text, line breaks and undo.',
    tags: ['plain-text', 'history'],
  },
  {
    id: 'rich-text',
    title: 'Rich text with a toolbar',
    description: 'RichTextPlugin with a small toolbar that dispatches FORMAT_TEXT_COMMAND, UNDO_COMMAND and REDO_COMMAND.',
    tags: ['rich-text', 'history'],
  },
  {
    id: 'markdown-shortcuts',
    title: 'Markdown shortcuts',
    description:
      'MarkdownShortcutPlugin turns Markdown typed at the start of a line into headings, quotes, lists and code, and **stars** into bold.',
    tags: ['rich-text', 'markdown'],
  },
  {
    id: 'character-limit',
    title: 'Character limit',
    description:
      'CharacterLimitPlugin counts as you type and marks the text past the limit with an OverflowNode instead of cutting it off.',
    tags: ['plain-text', 'limits'],
  },
  {
    id: 'hashtags',
    title: 'Hashtags',
    description: 'HashtagPlugin runs a node transform that turns #words into HashtagNodes while you type.',
    tags: ['plain-text', 'hashtags'],
  },
  {
    id: 'lists',
    title: 'Lists',
    description:
      'ListPlugin with ListNode and ListItemNode: bulleted and numbered lists, made from the toolbar or built with $createListNode.',
    tags: ['rich-text', 'lists'],
  },
  {
    id: 'editor-state',
    title: 'Editor state as JSON',
    description: 'Every change produces a new immutable editor state; this example prints editorState.toJSON() as you type.',
    tags: ['rich-text', 'json'],
  },
];
