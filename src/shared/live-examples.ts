/**
 * The live examples of the docs, by name: `<LiveExample name="editor-state" />` in MDX. Each is
 * a set of LiveEditor props (no Lexical code here, so the page's own bundle stays small; the
 * editor arrives in its own chunk when the example scrolls into view).
 */
import type { LiveEditorProps } from './live-editor';

export interface LiveExampleDefinition {
  /** What the example shows, as the accessible name of its region. */
  title: string;
  editor: LiveEditorProps;
}

export const liveExamples = {
  'quick-start': {
    title: 'A rich-text editor with history',
    editor: {
      label: 'Quick-start editor',
      plugins: ['history', 'toolbar'],
      initialText: ['Select a word and press Ctrl+B (⌘B on a Mac) to make it bold.'],
      showJson: true,
      beside: true,
    },
  },
  'editor-state': {
    title: 'The editor state as JSON',
    editor: {
      label: 'Editor-state example',
      plugins: ['history', 'toolbar'],
      initialText: ['Each paragraph is an element node; its text lives in text nodes.'],
      showJson: true,
      beside: true,
    },
  },
  transforms: {
    title: 'A node transform at work',
    editor: {
      label: 'Transform example',
      plugins: ['history'],
      initialText: ['Type -> or :) anywhere in this line.'],
      demo: 'transforms',
      showJson: true,
      beside: true,
    },
  },
  commands: {
    title: 'Commands dispatched to the editor',
    editor: {
      label: 'Commands example',
      plugins: ['history'],
      initialText: ['Select some text, then press a button or Enter.'],
      demo: 'commands',
      beside: true,
    },
  },
  selection: {
    title: 'The current selection',
    editor: {
      label: 'Selection example',
      plugins: ['history', 'toolbar'],
      initialText: ['Click here, then drag across a few words.', 'A second paragraph to select into.'],
      demo: 'selection',
      beside: true,
    },
  },
  history: {
    title: 'Undo and redo',
    editor: {
      label: 'History example',
      plugins: ['history'],
      initialText: ['Type a few words, pause, then type more.'],
      demo: 'history',
      showJson: true,
      beside: true,
    },
  },
  serialization: {
    title: 'Saving and restoring the state as JSON',
    editor: {
      label: 'Serialization example',
      plugins: ['history', 'toolbar'],
      initialText: ['Save this text, change it, then restore it.'],
      demo: 'serialization',
      showJson: true,
      beside: true,
    },
  },
  'read-only': {
    title: 'Editable and read-only',
    editor: {
      label: 'Read-only example',
      plugins: ['history'],
      initialText: ['Untick Editable, then try to type here.'],
      demo: 'read-only',
      showJson: true,
      beside: true,
    },
  },
  'text-entities': {
    title: 'Hashtags: a text entity recognised as you type',
    editor: {
      label: 'Text-entity example',
      plugins: ['history', 'hashtag'],
      initialText: ['Planning the #launch with the #docs team.'],
      showJson: true,
      beside: true,
    },
  },
  lists: {
    title: 'Bulleted and numbered lists',
    editor: {
      label: 'Lists example',
      plugins: ['history', 'toolbar', 'list', 'markdown-shortcuts'],
      initialMarkdown: 'Steps, numbered from 3:\n\n3. Preheat the oven\n4. Mix the batter\n\nA bulleted list:\n\n- flour\n- eggs',
      showJson: true,
      beside: true,
    },
  },
  'block-handles': {
    title: 'Block handles: drag a block, add one below, or move it with the keyboard',
    editor: {
      label: 'Block-handles example',
      plugins: ['history', 'block-handles'],
      initialText: [
        '1. Point at this paragraph and drag the grip beside it.',
        '2. Press the + beside a paragraph to add an empty one below it.',
        '3. Put the caret here and press Alt+Shift+ArrowUp to move this line up.',
        '4. Ctrl+Z (⌘Z on a Mac) undoes a move made after a click into the text.',
      ],
      minHeightRem: 10,
    },
  },
  'form-field': {
    title: 'The editor as a required field of a form',
    editor: {
      label: 'Form-field example',
      plugins: ['history', 'toolbar'],
      demo: 'form-field',
      placeholder: 'Describe the problem…',
      beside: true,
    },
  },
  'text-direction': {
    title: 'Blocks that take their direction from their text',
    editor: {
      label: 'Text-direction example',
      plugins: ['history', 'toolbar', 'list', 'markdown-shortcuts'],
      initialMarkdown: [
        'שלום! זו פסקה בעברית, והיא נכתבת מימין לשמאל.',
        'This paragraph is in English, so it starts on the left.',
        'هذه فقرة عربية تذكر محرر Lexical',
        '- רשימה: הפריט הראשון בעברית\n- the second item is in English',
      ].join('\n\n'),
      showJson: true,
      beside: true,
    },
  },
  'inline-styles': {
    title: 'Font size and colour as inline styles',
    editor: {
      label: 'Inline-styles example',
      plugins: ['history', 'toolbar'],
      initialText: [
        'Select a few words, then pick a size or a colour below.',
        'Select across two words of different sizes to see "Mixed".',
      ],
      demo: 'inline-styles',
      showJson: true,
      beside: true,
    },
  },
  embeds: {
    title: 'Pasted video links offered as embeds',
    editor: {
      label: 'Embeds example',
      plugins: ['history', 'auto-embed'],
      initialText: ['Copy this address, then paste it on the empty line: https://www.youtube.com/watch?v=M7lc1UVf-VE', ''],
      showJson: true,
      beside: true,
      // Room under the pasted link for the menu, which otherwise flips above it, over the first line.
      minHeightRem: 14,
    },
  },
  collaboration: {
    title: 'Two editors kept in sync with Yjs',
    editor: {
      label: 'Collaborative editor',
      plugins: [],
      collaboration: true,
      initialText: ['Both editors show this shared document.'],
      minHeightRem: 8,
    },
  },
} satisfies Record<string, LiveExampleDefinition>;

export type LiveExampleName = keyof typeof liveExamples;
