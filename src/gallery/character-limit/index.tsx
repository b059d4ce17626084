/**
 * A character limit that does not cut text off: CharacterLimitPlugin counts as you type and
 * wraps whatever goes past the limit in an OverflowNode, which the theme styles.
 */
import { OverflowNode } from '@lexical/overflow';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { PlainTextPlugin } from '@lexical/react/LexicalPlainTextPlugin';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import { CharacterCounter, editorTheme, frame } from '../../components/LiveEditor/kit';

const LIMIT = 80;

const initialConfig: InitialConfigType = {
  namespace: 'gallery-character-limit',
  theme: editorTheme,
  nodes: [OverflowNode],
  onError: (error) => console.error(error),
  editorState: () => {
    $getRoot().append(
      $createParagraphNode().append($createTextNode('Keep typing past eighty characters and watch the overflow get highlighted.')),
    );
  },
};

export default function CharacterLimitExample() {
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={frame.editor}>
        <div className={frame.surface}>
          <PlainTextPlugin
            contentEditable={
              <ContentEditable className={frame.editable} aria-label="Character limit example" style={{ minHeight: '8rem' }} />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <div className={frame.footer}>
          <span>Plain text · lexical 0.35.0</span>
          <CharacterCounter limit={LIMIT} />
        </div>
      </div>
    </LexicalComposer>
  );
}
