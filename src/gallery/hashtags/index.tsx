/** Hashtags as you type: HashtagPlugin's node transform turns #words into HashtagNodes. */
import { HashtagNode } from '@lexical/hashtag';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HashtagPlugin } from '@lexical/react/LexicalHashtagPlugin';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { PlainTextPlugin } from '@lexical/react/LexicalPlainTextPlugin';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import { editorTheme, frame } from '../../components/LiveEditor/kit';

const initialConfig: InitialConfigType = {
  namespace: 'gallery-hashtags',
  theme: editorTheme,
  nodes: [HashtagNode],
  onError: (error) => console.error(error),
  editorState: () => {
    $getRoot().append($createParagraphNode().append($createTextNode('Type a hashtag such as #lexical or #editor and see it styled.')));
  },
};

export default function HashtagsExample() {
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={frame.editor}>
        <div className={frame.surface}>
          <PlainTextPlugin
            contentEditable={<ContentEditable className={frame.editable} aria-label="Hashtag example" style={{ minHeight: '8rem' }} />}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <HashtagPlugin />
        <div className={frame.footer}>
          <span>Plain text · hashtags · lexical 0.35.0</span>
        </div>
      </div>
    </LexicalComposer>
  );
}
