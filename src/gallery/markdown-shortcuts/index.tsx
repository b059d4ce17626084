/**
 * Markdown typed as you go: MarkdownShortcutPlugin with the TRANSFORMERS of @lexical/markdown
 * turns "# " at the start of a line into a heading, "> " into a quote, "- " into a list and
 * **stars** into bold. The editor must register a node for every transformer it uses.
 */
// First: the kit sets Prism to manual before @lexical/markdown loads prismjs (through @lexical/code).
import { editorTheme } from '../../components/LiveEditor/kit';
import { CodeNode } from '@lexical/code';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { $convertFromMarkdownString, TRANSFORMERS } from '@lexical/markdown';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import React from 'react';
import EditorFrame from '../shared/EditorFrame';

export const initialConfig: InitialConfigType = {
  namespace: 'gallery-markdown-shortcuts',
  theme: editorTheme,
  nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, CodeNode, LinkNode, AutoLinkNode],
  onError: (error) => console.error(error),
  editorState: () =>
    $convertFromMarkdownString(
      '## Markdown shortcuts\n\nStart a new line with `# `, `> ` or `- `, or wrap a word in **double stars**.',
      TRANSFORMERS,
    ),
};

export default function MarkdownShortcutsExample() {
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorFrame label="Markdown shortcuts example" features="Markdown shortcuts" lists minHeight="9rem">
        <ListPlugin />
        <MarkdownShortcutPlugin transformers={TRANSFORMERS} />
      </EditorFrame>
    </LexicalComposer>
  );
}
