/** The smallest useful editor: plain text (no formatting) with undo and redo. */
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { PlainTextPlugin } from '@lexical/react/LexicalPlainTextPlugin';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import { editorTheme, frame } from '../../components/LiveEditor/kit';

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
      <div className={frame.editor}>
        <div className={frame.surface}>
          <PlainTextPlugin
            contentEditable={<ContentEditable className={frame.editable} aria-label="Plain text example" style={{ minHeight: '8rem' }} />}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <div className={frame.footer}>
          <span>Plain text · lexical 0.35.0</span>
        </div>
      </div>
    </LexicalComposer>
  );
}
