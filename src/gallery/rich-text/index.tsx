/**
 * Rich text with a toolbar: the toolbar's buttons dispatch FORMAT_TEXT_COMMAND, UNDO_COMMAND
 * and REDO_COMMAND, and RichTextPlugin and HistoryPlugin handle them.
 */
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import EditorFrame from '../shared/EditorFrame';
import { editorTheme } from '../../components/LiveEditor/kit';

const initialConfig: InitialConfigType = {
  namespace: 'gallery-rich-text',
  theme: editorTheme,
  nodes: [HeadingNode, QuoteNode],
  onError: (error) => console.error(error),
  editorState: () => {
    $getRoot().append(
      $createParagraphNode().append($createTextNode('Select a word and press the B button, or use the keyboard shortcuts.')),
    );
  },
};

export default function RichTextExample() {
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorFrame label="Rich text example" minHeight="8rem" />
    </LexicalComposer>
  );
}
