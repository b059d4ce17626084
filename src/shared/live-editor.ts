/**
 * The props of the live editor (src/components/LiveEditor), in a module of their own so the
 * lazy shell can name them without importing anything from Lexical, and so the build (the
 * Markdown version of a live example) can read them without importing browser code.
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
  | 'toolbar'
  /** Pasted YouTube and Vimeo links offered as video blocks (AutoLinkPlugin, LexicalAutoEmbedPlugin; rich text only). */
  | 'auto-embed'
  /** A grip to drag each top-level block and a "+" to add a paragraph below it (DraggableBlockPlugin_EXPERIMENTAL), Alt+Shift+arrows to move a block. */
  | 'block-handles';

/**
 * A small interactive lesson around the editor (src/components/LiveEditor/demos/): controls
 * under the editor and, for some, a panel of their own beside it.
 */
export type LiveEditorDemo =
  /** A TextNode transform turns "->" into an arrow and ":)" into a smiley as you type. */
  | 'transforms'
  /** Buttons that dispatch commands, and a log of the commands the editor handled. */
  | 'commands'
  /** The current selection (type, anchor, focus, format) instead of the JSON. */
  | 'selection'
  /** The sizes of the undo and redo stacks, and undo/redo buttons. */
  | 'history'
  /** Save the state as JSON and restore it later. */
  | 'serialization'
  /** A switch between editable and read-only. */
  | 'read-only'
  /** A font-size and a colour picker that read and patch the selection's inline CSS. */
  | 'inline-styles'
  /** The editor as a required form field: Submit, Reset, the error tied to the editor, what the form sent in the panel. */
  | 'form-field';

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
  /** Show the editor state as JSON under the editor (or beside it), updated as you type. */
  showJson?: boolean;
  /** Put the JSON (or the demo's panel) beside the editor on wide screens. */
  beside?: boolean;
  /** An interactive lesson around the editor. */
  demo?: LiveEditorDemo;
  /** Two editors on one page, kept in sync through Yjs (CollaborationPlugin). */
  collaboration?: boolean;
  /** Text shown while the editor is empty. */
  placeholder?: string;
  /** Height of the editable area in rem, reserved before the editor loads. */
  minHeightRem?: number;
}

/**
 * A Lexical node class an editor registers, and the package that exports it, or for a node of
 * the docs' own (the video block), the sample file of its guide that defines it.
 */
export interface EditorNode {
  name:
    | 'AutoLinkNode'
    | 'CodeNode'
    | 'HashtagNode'
    | 'HeadingNode'
    | 'LinkNode'
    | 'ListItemNode'
    | 'ListNode'
    | 'OverflowNode'
    | 'QuoteNode'
    | 'VideoEmbedNode';
  from:
    | '@lexical/code'
    | '@lexical/hashtag'
    | '@lexical/link'
    | '@lexical/list'
    | '@lexical/overflow'
    | '@lexical/rich-text'
    | './VideoEmbedNode';
}

const node = (name: EditorNode['name'], from: EditorNode['from']): EditorNode => ({ name, from });

/** The nodes every rich-text editor registers (the toolbar's heading and quote blocks). */
const RICH_TEXT_NODES: readonly EditorNode[] = [node('HeadingNode', '@lexical/rich-text'), node('QuoteNode', '@lexical/rich-text')];
const LIST_NODES = [node('ListNode', '@lexical/list'), node('ListItemNode', '@lexical/list')];
const LINK_NODES = [node('LinkNode', '@lexical/link'), node('AutoLinkNode', '@lexical/link')];

/**
 * The nodes each plugin needs: the one list the live editor registers, its Markdown form
 * writes out, and the gallery's Markdown example is checked against. A transformer of
 * TRANSFORMERS whose node is missing throws when it runs, so the Markdown shortcuts need every
 * node its transformers create, the autolink included.
 */
const PLUGIN_NODES: Record<LiveEditorPlugin, readonly EditorNode[]> = {
  history: [],
  toolbar: [],
  list: LIST_NODES,
  'markdown-shortcuts': [...RICH_TEXT_NODES, ...LIST_NODES, node('CodeNode', '@lexical/code'), ...LINK_NODES],
  hashtag: [node('HashtagNode', '@lexical/hashtag')],
  'character-limit': [node('OverflowNode', '@lexical/overflow')],
  'auto-embed': [...LINK_NODES, node('VideoEmbedNode', './VideoEmbedNode')],
  'block-handles': [],
};

/** The nodes these plugins need, each once, in order. */
export function pluginNodes(plugins: readonly LiveEditorPlugin[]): EditorNode[] {
  return unique(plugins.flatMap((plugin) => PLUGIN_NODES[plugin]));
}

/** The nodes the live editor registers: the rich-text ones (its toolbar makes headings and quotes) and the plugins'. */
export function editorNodes(mode: 'rich-text' | 'plain-text', plugins: readonly LiveEditorPlugin[]): EditorNode[] {
  return unique([...(mode === 'rich-text' ? RICH_TEXT_NODES : []), ...pluginNodes(plugins)]);
}

function unique(nodes: readonly EditorNode[]): EditorNode[] {
  return nodes.filter((entry, i) => nodes.findIndex((other) => other.name === entry.name) === i);
}

export const DEFAULT_PLUGINS: readonly LiveEditorPlugin[] = ['history', 'toolbar'];
export const DEFAULT_MIN_HEIGHT_REM = 9;
const TOOLBAR_HEIGHT_REM = 2.75;
export const JSON_HEIGHT_REM = 14;
const FOOTER_HEIGHT_REM = 2;
/** The row of a demo's controls. */
const DEMO_BAR_HEIGHT_REM = 2.75;
/** The demos whose panel takes the place of the JSON, and the panel's accessible name. */
export const DEMO_PANELS: Partial<Record<LiveEditorDemo, string>> = {
  selection: 'The current selection',
  commands: 'Commands the editor handled',
  'form-field': 'What the form sent',
};
/** Space between the two editors of the collaboration example. */
const COLLAB_GAP_REM = 1;

/** The height of one editor column: toolbar, editable area, demo controls, footer. */
export function columnHeightRem(props: LiveEditorProps): number {
  const plugins = props.plugins ?? DEFAULT_PLUGINS;
  const toolbar = (props.mode ?? 'rich-text') === 'rich-text' && plugins.includes('toolbar') ? TOOLBAR_HEIGHT_REM : 0;
  const demoBar = props.demo ? DEMO_BAR_HEIGHT_REM : 0;
  return toolbar + (props.minHeightRem ?? DEFAULT_MIN_HEIGHT_REM) + demoBar + FOOTER_HEIGHT_REM;
}

export function hasPanel(props: LiveEditorProps): boolean {
  return Boolean(props.showJson || (props.demo && DEMO_PANELS[props.demo]));
}

/**
 * The height the whole example takes, in rem, when narrow (everything stacked) and when wide
 * (panel beside the editor, or the two collaborative editors side by side). The shell
 * reserves it before the code arrives, so nothing below moves when the editor appears.
 */
export function reservedHeightsRem(props: LiveEditorProps): { stacked: number; wide: number } {
  const column = columnHeightRem(props);
  if (props.collaboration) return { stacked: 2 * column + COLLAB_GAP_REM, wide: column };
  const panel = hasPanel(props) ? JSON_HEIGHT_REM : 0;
  // Beside the editor, the panel is exactly as tall as the editor column.
  return { stacked: column + panel, wide: props.beside ? column : column + panel };
}
