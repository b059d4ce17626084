/**
 * Rich text with a toolbar: the toolbar's buttons dispatch FORMAT_TEXT_COMMAND, UNDO_COMMAND
 * and REDO_COMMAND, and RichTextPlugin and HistoryPlugin handle them.
 */
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import * as frame from '../../components/LiveEditor/styles.module.css';
import { editorTheme } from '../../components/LiveEditor/theme';
import Toolbar from '../../components/LiveEditor/Toolbar';

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
      <div className={frame.editor}>
        <Toolbar history lists={false} />
        <div className={frame.surface}>
          <RichTextPlugin
            contentEditable={<ContentEditable className={frame.editable} aria-label="Rich text example" style={{ minHeight: '8rem' }} />}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <div className={frame.footer}>
          <span>Rich text · lexical 0.35.0</span>
        </div>
      </div>
    </LexicalComposer>
  );
}
