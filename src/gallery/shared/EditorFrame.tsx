/**
 * The editor the gallery's React examples share: rich text with the toolbar, or plain text,
 * then history and a footer naming what the example adds. Each example passes its own plugins
 * as children and, below the footer, an optional panel (the editor-state example's JSON).
 */
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { PlainTextPlugin } from '@lexical/react/LexicalPlainTextPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import React from 'react';
import { Toolbar, frame } from '../../components/LiveEditor/kit';

export interface EditorFrameProps {
  /** The accessible name of the editable surface. */
  label: string;
  /** Plain text (no formatting, no toolbar) instead of rich text. */
  plainText?: boolean;
  /** What the footer says after "Rich text" or "Plain text", e.g. "lists". */
  features?: string;
  /** Shows the list buttons in the toolbar. */
  lists?: boolean;
  minHeight: string;
  /** The example's own plugins, rendered inside the composer. */
  children?: React.ReactNode;
  /** Shown in the footer after its text (the character counter). */
  footer?: React.ReactNode;
  /** Shown under the footer, in the editor's frame. */
  panel?: React.ReactNode;
}

export default function EditorFrame({
  label,
  plainText = false,
  features,
  lists = false,
  minHeight,
  children,
  footer,
  panel,
}: EditorFrameProps) {
  const editable = <ContentEditable className={frame.editable} aria-label={label} style={{ minHeight }} />;
  return (
    <div className={frame.editor}>
      {!plainText && <Toolbar history lists={lists} />}
      <div className={frame.surface}>
        {plainText ? (
          <PlainTextPlugin contentEditable={editable} ErrorBoundary={LexicalErrorBoundary} />
        ) : (
          <RichTextPlugin contentEditable={editable} ErrorBoundary={LexicalErrorBoundary} />
        )}
      </div>
      <HistoryPlugin />
      {children}
      <div className={frame.footer}>
        <span>{[plainText ? 'Plain text' : 'Rich text', features, 'lexical 0.35.0'].filter(Boolean).join(' · ')}</span>
        {footer}
      </div>
      {panel}
    </div>
  );
}
