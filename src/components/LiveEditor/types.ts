/**
 * The props of the live editor, in a module of their own so the lazy shell (index.tsx) can
 * name them without importing anything from Lexical.
 */
export type LiveEditorPlugin =
  /** Undo and redo (HistoryPlugin), with toolbar buttons when the toolbar is on. */
  | 'history'
  /** Bulleted and numbered lists (ListPlugin). */
  | 'list'
  /** Markdown typed as you go: "# " makes a heading, "- " a list, **bold** bold (MarkdownShortcutPlugin). */
  | 'markdown-shortcuts'
  /** #words become hashtag nodes (HashtagPlugin). */
  | 'hashtag'
  /** Text past `characterLimit` is marked as overflow (CharacterLimitPlugin). */
  | 'character-limit'
  /** A formatting toolbar (rich text only). */
  | 'toolbar';

export interface LiveEditorProps {
  /** Accessible name of the editable region. */
  label?: string;
  /** `rich-text` (formatting, headings, lists) or `plain-text` (text and line breaks only). */
  mode?: 'rich-text' | 'plain-text';
  /** Paragraphs to start with. */
  initialText?: readonly string[];
  /** Markdown to start with (rich text); wins over initialText. */
  initialMarkdown?: string;
  /** A serialized editor state (JSON) to start with; wins over the other two. */
  initialState?: string;
  plugins?: readonly LiveEditorPlugin[];
  /** The limit of the character-limit plugin. */
  characterLimit?: number;
  /** Show the editor state as JSON under the editor, updated as you type. */
  showJson?: boolean;
  /** Text shown while the editor is empty. */
  placeholder?: string;
  /** Height of the editable area in rem, reserved before the editor loads. */
  minHeightRem?: number;
}

export const DEFAULT_PLUGINS: readonly LiveEditorPlugin[] = ['history', 'toolbar'];
export const DEFAULT_MIN_HEIGHT_REM = 9;
export const TOOLBAR_HEIGHT_REM = 2.75;
export const JSON_HEIGHT_REM = 14;
export const FOOTER_HEIGHT_REM = 2;
