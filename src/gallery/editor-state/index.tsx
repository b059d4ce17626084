/**
 * The editor state as JSON: every change commits a new immutable EditorState, and an update
 * listener prints `editorState.toJSON()` under the editor each time.
 */
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $createTextNode, $getRoot, type EditorState } from 'lexical';
import React, { useEffect, useState } from 'react';
import EditorFrame from '../shared/EditorFrame';
import { editorTheme, frame } from '../../components/LiveEditor/kit';

const initialConfig: InitialConfigType = {
  namespace: 'gallery-editor-state',
  theme: editorTheme,
  nodes: [HeadingNode, QuoteNode],
  onError: (error) => console.error(error),
  editorState: () => {
    $getRoot().append($createParagraphNode().append($createTextNode('Edit me and watch the JSON below change.')));
  },
};

const toJson = (state: EditorState) => JSON.stringify(state.toJSON(), null, 2);

function JsonView() {
  const [editor] = useLexicalComposerContext();
  const [json, setJson] = useState(() => toJson(editor.getEditorState()));
  useEffect(() => editor.registerUpdateListener(({ editorState }) => setJson(toJson(editorState))), [editor]);
  return (
    <pre className={`${frame.json} ${frame.panel}`} tabIndex={0} aria-label="Editor state as JSON" style={{ height: '14rem' }}>
      {json}
    </pre>
  );
}

export default function EditorStateExample() {
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorFrame label="Editor state example" minHeight="8rem" panel={<JsonView />} />
    </LexicalComposer>
  );
}
