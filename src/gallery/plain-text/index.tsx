/** The smallest useful editor: plain text (no formatting) with undo and redo. */
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import EditorFrame from '../shared/EditorFrame';
import { editorTheme } from '../../components/LiveEditor/kit';

const initialConfig: InitialConfigType = {
  namespace: 'gallery-plain-text',
  theme: editorTheme,
  onError: (error) => console.error(error),
  editorState: () => {
    $getRoot().append($createParagraphNode().append($createTextNode('Plain text only. Ctrl+B does nothing here, and undo works.')));
  },
};

export default function PlainTextExample() {
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorFrame label="Plain text example" plainText minHeight="8rem" />
    </LexicalComposer>
  );
}
