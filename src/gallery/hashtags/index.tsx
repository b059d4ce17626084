/** Hashtags as you type: HashtagPlugin's node transform turns #words into HashtagNodes. */
import { HashtagNode } from '@lexical/hashtag';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { HashtagPlugin } from '@lexical/react/LexicalHashtagPlugin';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import EditorFrame from '../shared/EditorFrame';
import { editorTheme } from '../../components/LiveEditor/kit';

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
      <EditorFrame label="Hashtag example" plainText features="hashtags" minHeight="8rem">
        <HashtagPlugin />
      </EditorFrame>
    </LexicalComposer>
  );
}
