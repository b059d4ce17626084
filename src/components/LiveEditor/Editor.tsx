/**
 * The editor itself, loaded lazily by ./index.tsx: everything from Lexical is imported here
 * and only here. The nodes an editor registers follow from the plugins it asks for, so each
 * example carries what it uses and nothing else.
 */
// Must stay first: it stops Prism, loaded by @lexical/code, from re-highlighting the page.
import './prism-manual';
import { CodeNode } from '@lexical/code';
import { HashtagNode } from '@lexical/hashtag';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { $convertFromMarkdownString, TRANSFORMERS } from '@lexical/markdown';
import { OverflowNode } from '@lexical/overflow';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HashtagPlugin } from '@lexical/react/LexicalHashtagPlugin';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { PlainTextPlugin } from '@lexical/react/LexicalPlainTextPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $createTextNode, $getRoot, type EditorState, type Klass, type LexicalNode } from 'lexical';
import React, { useEffect, useId, useState } from 'react';
import AutoEmbed, { VideoEmbedNode } from './AutoEmbed';
import BlockHandles from './BlockHandles';
import CharacterCounter from './CharacterCounter';
import { Demo, Panel } from './demos';
import EmbedReportPlugin from './EmbedReportPlugin';
import * as styles from './styles.module.css';
import { editorTheme } from './theme';
import Toolbar from './Toolbar';
import {
  DEFAULT_MIN_HEIGHT_REM,
  DEFAULT_PLUGINS,
  DEMO_PANELS,
  JSON_HEIGHT_REM,
  columnHeightRem,
  editorNodes,
  type EditorNode,
  hasPanel,
  type LiveEditorPlugin,
  type LiveEditorProps,
} from '../../shared/live-editor';

/** The classes of the nodes src/shared/live-editor.ts names. */
const NODE_CLASSES: Record<EditorNode['name'], Klass<LexicalNode>> = {
  AutoLinkNode,
  CodeNode,
  HashtagNode,
  HeadingNode,
  LinkNode,
  ListItemNode,
  ListNode,
  OverflowNode,
  QuoteNode,
  VideoEmbedNode,
};

function initialEditorState(props: LiveEditorProps): InitialConfigType['editorState'] {
  if (props.initialState) return props.initialState;
  const { initialMarkdown, initialText = [] } = props;
  return () => {
    const root = $getRoot();
    if (initialMarkdown && (props.mode ?? 'rich-text') === 'rich-text') {
      $convertFromMarkdownString(initialMarkdown, TRANSFORMERS);
      return;
    }
    for (const text of initialText) {
      root.append($createParagraphNode().append($createTextNode(text)));
    }
    // No text still means one empty paragraph, as LexicalComposer gives by default: editor.focus()
    // finds nothing to put the caret in under an empty root.
    if (root.isEmpty()) root.append($createParagraphNode());
  };
}

const toJson = (state: EditorState) => JSON.stringify(state.toJSON(), null, 2);

/** The editor state as JSON: the first state, then every committed one. */
function JsonView() {
  const [editor] = useLexicalComposerContext();
  const [json, setJson] = useState(() => toJson(editor.getEditorState()));
  useEffect(() => editor.registerUpdateListener(({ editorState }) => setJson(toJson(editorState))), [editor]);
  return <Panel label="Editor state as JSON" text={json} />;
}

export default function Editor(props: LiveEditorProps) {
  const { mode = 'rich-text', plugins = DEFAULT_PLUGINS, label = 'Live Lexical editor', placeholder = 'Type something…' } = props;
  const id = useId();
  // The initial config is read once, when the composer mounts.
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: `live-editor${id}`,
    theme: editorTheme,
    nodes: editorNodes(mode, plugins).map((entry) => NODE_CLASSES[entry.name]),
    editorState: initialEditorState(props),
    onError: (error: Error) => console.error(error),
  }));
  const has = (plugin: LiveEditorPlugin) => plugins.includes(plugin);
  const minHeight = `${props.minHeightRem ?? DEFAULT_MIN_HEIGHT_REM}rem`;
  // The form-field lesson marks the editor invalid and names its error message.
  const [fieldError, setFieldError] = useState<string | null>(null);
  const fieldErrorId = `${id}field-error`;
  const editable = (
    <ContentEditable
      className={styles.editable}
      style={{ minHeight }}
      aria-label={label}
      aria-placeholder={placeholder}
      ariaRequired={props.demo === 'form-field' || undefined}
      ariaInvalid={fieldError !== null || undefined}
      ariaErrorMessage={fieldError !== null ? fieldErrorId : undefined}
      ariaDescribedBy={fieldError !== null ? fieldErrorId : undefined}
      placeholder={<div className={styles.placeholder}>{placeholder}</div>}
    />
  );
  const [panelText, setPanelText] = useState('');
  const [isEditable, setEditable] = useState(true);
  // The block handles' anchor: the positioned element around the editable.
  const [surface, setSurface] = useState<HTMLDivElement | null>(null);
  const panelLabel = props.demo && DEMO_PANELS[props.demo];
  const classes = [
    styles.editor,
    hasPanel(props) ? styles.withPanel : '',
    props.beside ? styles.besideLayout : '',
    isEditable ? '' : styles.readOnly,
  ];

  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={{ '--column-height': `${columnHeightRem(props)}rem`, '--panel-height': `${JSON_HEIGHT_REM}rem` } as React.CSSProperties}
      data-live-editor-ready="true"
    >
      <LexicalComposer initialConfig={initialConfig}>
        <div className={styles.column}>
          {mode === 'rich-text' && has('toolbar') && <Toolbar history={has('history')} lists={has('list') || has('markdown-shortcuts')} />}
          <div className={has('block-handles') ? `${styles.surface} ${styles.blockHandles}` : styles.surface} ref={setSurface}>
            {mode === 'rich-text' ? (
              <RichTextPlugin contentEditable={editable} ErrorBoundary={LexicalErrorBoundary} />
            ) : (
              <PlainTextPlugin contentEditable={editable} ErrorBoundary={LexicalErrorBoundary} />
            )}
          </div>
          {has('history') && <HistoryPlugin />}
          {has('list') && <ListPlugin />}
          {has('markdown-shortcuts') && <MarkdownShortcutPlugin transformers={TRANSFORMERS} />}
          {has('hashtag') && <HashtagPlugin />}
          {mode === 'rich-text' && has('auto-embed') && <AutoEmbed />}
          {has('block-handles') && surface && <BlockHandles anchor={surface} />}
          <EmbedReportPlugin editorName={label} />
          {props.demo && (
            <Demo
              demo={props.demo}
              onPanel={setPanelText}
              onEditable={setEditable}
              fieldErrorId={fieldErrorId}
              onFieldError={setFieldError}
            />
          )}
          <div className={styles.footer}>
            <span>{mode === 'rich-text' ? 'Rich text' : 'Plain text'} · lexical 0.35.0</span>
            {has('character-limit') && <CharacterCounter limit={props.characterLimit ?? 140} />}
          </div>
        </div>
        {panelLabel ? <Panel label={panelLabel} text={panelText} /> : props.showJson && <JsonView />}
      </LexicalComposer>
    </div>
  );
}
