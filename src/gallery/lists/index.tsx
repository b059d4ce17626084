/**
 * Lists: ListPlugin handles the list commands the toolbar dispatches
 * (INSERT_UNORDERED_LIST_COMMAND, INSERT_ORDERED_LIST_COMMAND), with ListNode and ListItemNode
 * registered. The starting lists are built with the same nodes.
 */
import { $createListItemNode, $createListNode, ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import * as frame from '../../components/LiveEditor/styles.module.css';
import { editorTheme } from '../../components/LiveEditor/theme';
import Toolbar from '../../components/LiveEditor/Toolbar';

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
      <div className={frame.editor}>
        <Toolbar history lists />
        <div className={frame.surface}>
          <RichTextPlugin
            contentEditable={<ContentEditable className={frame.editable} aria-label="List example" style={{ minHeight: '9rem' }} />}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <div className={frame.footer}>
          <span>Rich text · lists · lexical 0.35.0</span>
        </div>
      </div>
    </LexicalComposer>
  );
}
