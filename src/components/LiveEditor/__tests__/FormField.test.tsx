/**
 * The live editor's form-field lesson (demo 'form-field'): Submit with an empty editor shows the
 * error, marks the editor invalid and names the message; text clears the error and Submit puts
 * what the form sent in the panel; Reset empties the editor and its history.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_CRITICAL,
  getNearestEditorFromDOMNode,
  type LexicalEditor,
} from 'lexical';
import React from 'react';
import Editor from '../Editor';

function renderForm() {
  const view = render(<Editor label="Form field" plugins={['history']} demo="form-field" />);
  const root = view.container.querySelector<HTMLElement>('[data-lexical-editor]')!;
  const editor = getNearestEditorFromDOMNode(root) as LexicalEditor;
  const panel = () => view.container.querySelector('[data-live-panel]')!.textContent;
  return { ...view, root, editor, panel };
}

describe('LiveEditor form-field lesson', () => {
  it('an empty editor does not submit: the message shows and the editor is invalid and points at it', () => {
    const { root, editor, panel } = renderForm();
    expect(root.getAttribute('aria-required')).toBe('true');
    expect(root.hasAttribute('aria-invalid')).toBe(false);
    expect(
      editor.read(() =>
        $getRoot()
          .getChildren()
          .map((node) => node.getType()),
      ),
    ).toEqual(['paragraph']);
    expect(editor.read(() => $getSelection())).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // The invalid event put the caret into the editor (editor.focus()).
    expect(editor.read(() => $getSelection())).not.toBeNull();
    const message = screen.getByText('Write something before submitting.');
    expect(root.getAttribute('aria-invalid')).toBe('true');
    expect(root.getAttribute('aria-errormessage')).toBe(message.id);
    expect(root.getAttribute('aria-describedby')).toBe(message.id);
    expect(panel()).toBe('Press Submit to see what the form sends.');
  });

  it('text clears the error, and Submit shows the JSON the form sent under the field name', () => {
    const { root, editor, panel } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    act(() =>
      editor.update(
        () =>
          $getRoot()
            .clear()
            .append($createParagraphNode().append($createTextNode('Broken link'))),
        { discrete: true },
      ),
    );
    expect(root.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Write something before submitting.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const sent = JSON.parse(panel()!);
    expect(sent.body.root.children[0].children[0].text).toBe('Broken link');
    expect(screen.getByText(/^sent \d+ characters of JSON$/)).not.toBeNull();
  });

  it('Reset empties the editor and its history', async () => {
    const { editor } = renderForm();
    const canUndo: boolean[] = [];
    editor.registerCommand(
      CAN_UNDO_COMMAND,
      (value) => {
        canUndo.push(value);
        return false;
      },
      COMMAND_PRIORITY_CRITICAL,
    );
    act(() => editor.update(() => $getRoot().selectEnd(), { discrete: true }));
    act(() =>
      editor.update(
        () =>
          $getRoot()
            .clear()
            .append($createParagraphNode().append($createTextNode('Draft'))),
        { discrete: true },
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    });
    expect(editor.read(() => $getRoot().getTextContent())).toBe('');
    expect(canUndo.at(-1)).toBe(false);
    expect(screen.getByText('reset: empty, history cleared')).not.toBeNull();
  });
});
