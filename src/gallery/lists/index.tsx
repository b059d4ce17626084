/**
 * Lists: ListPlugin handles the list commands the toolbar dispatches
 * (INSERT_UNORDERED_LIST_COMMAND, INSERT_ORDERED_LIST_COMMAND), with ListNode and ListItemNode
 * registered. The starting lists are built with the same nodes.
 */
import { $createListItemNode, $createListNode, ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import EditorFrame from '../shared/EditorFrame';
import { editorTheme } from '../../components/LiveEditor/kit';

function $list(type: 'bullet' | 'number', items: string[]): ListNode {
  return $createListNode(type).append(...items.map((text) => $createListItemNode().append($createTextNode(text))));
}

const initialConfig: InitialConfigType = {
  namespace: 'gallery-lists',
  theme: editorTheme,
  nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode],
  onError: (error) => console.error(error),
  editorState: () => {
    $getRoot().append($list('bullet', ['Bulleted item', 'Another item']), $list('number', ['Numbered item', 'And one more']));
  },
};

export default function ListsExample() {
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorFrame label="List example" features="lists" lists minHeight="9rem">
        <ListPlugin />
      </EditorFrame>
    </LexicalComposer>
  );
}
