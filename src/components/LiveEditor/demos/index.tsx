/**
 * The interactive lessons of the docs' live examples, part of the editor chunk. Each demo is
 * a plugin (rendered inside LexicalComposer) with a bar of controls under the editor, and some
 * have a panel beside it that replaces the JSON. They use only the public API of lexical and
 * @lexical/*, the same calls the concept pages teach.
 */
import React from 'react';
import type { LiveEditorDemo } from '../../../shared/live-editor';
import { CommandsDemo } from './Commands';
import { FormFieldDemo } from './FormField';
import { HistoryDemo } from './History';
import { InlineStylesDemo } from './InlineStyles';
import { ReadOnlyDemo } from './ReadOnly';
import { SelectionDemo } from './Selection';
import { SerializationDemo } from './Serialization';
import { TransformsDemo } from './Transforms';

export { Panel } from './Panel';

interface DemoProps {
  demo: LiveEditorDemo;
  /** Sets the text of the demo's panel (selection, commands, form-field). */
  onPanel: (text: string) => void;
  onEditable: (editable: boolean) => void;
  /** The form-field lesson: the id of its error message, and the error to mark the editor with. */
  fieldErrorId: string;
  onFieldError: (message: string | null) => void;
}

export function Demo({ demo, onPanel, onEditable, fieldErrorId, onFieldError }: DemoProps) {
  switch (demo) {
    case 'transforms':
      return <TransformsDemo />;
    case 'commands':
      return <CommandsDemo onPanel={onPanel} />;
    case 'selection':
      return <SelectionDemo onPanel={onPanel} />;
    case 'history':
      return <HistoryDemo />;
    case 'serialization':
      return <SerializationDemo />;
    case 'read-only':
      return <ReadOnlyDemo onEditable={onEditable} />;
    case 'inline-styles':
      return <InlineStylesDemo />;
    case 'form-field':
      return <FormFieldDemo errorId={fieldErrorId} onPanel={onPanel} onError={onFieldError} />;
    default:
      return null;
  }
}
