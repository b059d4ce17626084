/**
 * The form-field lesson (the "Lexical as a form field" guide): the editor's value in a hidden text
 * input of a form under it, required through setCustomValidity, the error shown by the field and
 * tied to the editor, Reset through the form's reset event (CLEAR_EDITOR_COMMAND, then
 * CLEAR_HISTORY_COMMAND), and the submitted FormData in the panel.
 */
import { ClearEditorPlugin } from '@lexical/react/LexicalClearEditorPlugin';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { $getRoot, CLEAR_EDITOR_COMMAND, CLEAR_HISTORY_COMMAND, type EditorState } from 'lexical';
import React, { useEffect, useRef, useState } from 'react';
import * as styles from '../styles.module.css';
import { Bar } from './Bar';

const REQUIRED = 'Write something before submitting.';
const WAITING = 'Press Submit to see what the form sends.';

interface Props {
  /** The id the editor's aria-errormessage names: the element that shows the error. */
  errorId: string;
  onPanel: (text: string) => void;
  /** The error to mark the editor with, or null. */
  onError: (message: string | null) => void;
}

export function FormFieldDemo({ errorId, onPanel, onError }: Props) {
  const [editor] = useLexicalComposerContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => onError(error), [error, onError]);
  useEffect(() => onPanel(WAITING), [onPanel]);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const sync = (state: EditorState) => {
      const blank = state.read(() => $getRoot().getTextContent().trim() === '');
      input.value = blank ? '' : JSON.stringify(state.toJSON());
      input.setCustomValidity(blank ? REQUIRED : '');
      if (!blank) setError(null);
    };
    sync(editor.getEditorState());
    const onInvalid = (event: Event) => {
      event.preventDefault();
      setError(input.validationMessage);
      setStatus('');
      editor.focus();
    };
    input.addEventListener('invalid', onInvalid);
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => sync(editorState)),
      () => input.removeEventListener('invalid', onInvalid),
    );
  }, [editor]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = String(new FormData(event.currentTarget).get('body'));
    setStatus(`sent ${body.length} characters of JSON`);
    onPanel(JSON.stringify({ body: JSON.parse(body) }, null, 2));
  };
  const onReset = () => {
    editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
    setError(null);
    setStatus('reset: empty, history cleared');
    onPanel(WAITING);
  };

  return (
    <Bar label="Form">
      <ClearEditorPlugin />
      <form className={styles.demoForm} onSubmit={onSubmit} onReset={onReset}>
        {/* Not type="hidden": hidden inputs are left out of validation. */}
        <input ref={inputRef} type="text" name="body" hidden tabIndex={-1} aria-hidden="true" />
        <button type="submit" className={styles.demoButton}>
          Submit
        </button>
        <button type="reset" className={styles.demoButton}>
          Reset
        </button>
        <span id={errorId} className={error ? styles.demoError : styles.demoStatus} aria-live="polite" data-demo-status="">
          {error ?? status}
        </span>
      </form>
    </Bar>
  );
}
