/**
 * The rich-text editor the gallery's rich-text examples share: toolbar, editable surface,
 * history and a footer naming what the example adds. Each example passes its own plugins as
 * children and, below the footer, an optional panel (the editor-state example's JSON).
 */
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import React from 'react';
import { Toolbar, frame } from '../../components/LiveEditor/kit';

export interface RichTextFrameProps {
  /** The accessible name of the editable surface. */
  label: string;
  /** What the footer says after "Rich text", e.g. "lists". */
  features?: string;
  /** Shows the list buttons in the toolbar. */
  lists?: boolean;
  minHeight: string;
  /** The example's own plugins, rendered inside the composer. */
  children?: React.ReactNode;
  /** Shown under the footer, in the editor's frame. */
  panel?: React.ReactNode;
}

export default function RichTextFrame({ label, features, lists = false, minHeight, children, panel }: RichTextFrameProps) {
  return (
    <div className={frame.editor}>
      <Toolbar history lists={lists} />
      <div className={frame.surface}>
        <RichTextPlugin
          contentEditable={<ContentEditable className={frame.editable} aria-label={label} style={{ minHeight }} />}
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      {children}
      <div className={frame.footer}>
        <span>{['Rich text', features, 'lexical 0.35.0'].filter(Boolean).join(' · ')}</span>
      </div>
      {panel}
    </div>
  );
}
