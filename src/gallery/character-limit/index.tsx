/**
 * A character limit that does not cut text off: CharacterLimitPlugin counts as you type and
 * wraps whatever goes past the limit in an OverflowNode, which the theme styles.
 */
import { OverflowNode } from '@lexical/overflow';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import EditorFrame from '../shared/EditorFrame';
import { CharacterCounter, editorTheme } from '../../components/LiveEditor/kit';

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
      <EditorFrame label="Character limit example" plainText minHeight="8rem" footer={<CharacterCounter limit={LIMIT} />} />
    </LexicalComposer>
  );
}
