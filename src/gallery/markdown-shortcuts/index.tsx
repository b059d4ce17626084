/**
 * Markdown typed as you go: MarkdownShortcutPlugin with the TRANSFORMERS of @lexical/markdown
 * turns "# " at the start of a line into a heading, "> " into a quote, "- " into a list and
 * **stars** into bold. The editor must register a node for every transformer it uses.
 */
// First: it must run before @lexical/markdown loads prismjs (through @lexical/code).
import '../../components/LiveEditor/prism-manual';
import { CodeNode } from '@lexical/code';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { $convertFromMarkdownString, TRANSFORMERS } from '@lexical/markdown';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import React from 'react';
import * as frame from '../../components/LiveEditor/styles.module.css';
import { editorTheme } from '../../components/LiveEditor/theme';
import Toolbar from '../../components/LiveEditor/Toolbar';

const initialConfig: InitialConfigType = {
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
      <div className={frame.editor}>
        <Toolbar history lists />
        <div className={frame.surface}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable className={frame.editable} aria-label="Markdown shortcuts example" style={{ minHeight: '9rem' }} />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <MarkdownShortcutPlugin transformers={TRANSFORMERS} />
        <div className={frame.footer}>
          <span>Rich text · Markdown shortcuts · lexical 0.35.0</span>
        </div>
      </div>
    </LexicalComposer>
  );
}
