/** The selection lesson: the current selection, described in the demo's panel as it changes. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { $getSelection, $isNodeSelection, $isRangeSelection, $isTextNode, COMMAND_PRIORITY_LOW, SELECTION_CHANGE_COMMAND } from 'lexical';
import React, { useEffect } from 'react';
import * as styles from '../styles.module.css';
import { Bar } from './Bar';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The current selection, read in an update listener, as the selection page describes it. */
function $describeSelection(): string {
  const selection = $getSelection();
  if (selection === null) return 'null (the editor is not focused)';
  if ($isRangeSelection(selection)) {
    const point = (p: typeof selection.anchor) => {
      const node = p.getNode();
      return {
        key: p.key,
        type: p.type,
        offset: p.offset,
        node: node.getType(),
        text: $isTextNode(node) ? node.getTextContent() : undefined,
      };
    };
    return json({
      type: 'RangeSelection',
      isCollapsed: selection.isCollapsed(),
      isBackward: selection.isBackward(),
      format: selection.format,
      anchor: point(selection.anchor),
      focus: point(selection.focus),
      text: selection.getTextContent(),
    });
  }
  if ($isNodeSelection(selection)) return json({ type: 'NodeSelection', keys: selection.getNodes().map((node) => node.getKey()) });
  return json({ type: 'other selection', text: selection.getTextContent() });
}

export function SelectionDemo({ onPanel }: { onPanel: (text: string) => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const show = () => editor.getEditorState().read(() => onPanel($describeSelection()));
    show();
    return mergeRegister(
      editor.registerUpdateListener(show),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          onPanel($describeSelection());
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor, onPanel]);
  return (
    <Bar label="Selection">
      <button type="button" className={styles.demoButton} onClick={() => editor.update(() => $getSelection()?.insertText('★'))}>
        Insert ★ at the selection
      </button>
    </Bar>
  );
}
