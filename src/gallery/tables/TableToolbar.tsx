/**
 * The table example's toolbar. Each button is one call of @lexical/table inside
 * editor.update; which buttons are enabled follows the selection, read in an update listener:
 * a caret in a cell allows row and column edits, a TableSelection of two or more cells allows
 * merging, and a merged cell allows unmerging.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $getTableCellNodeFromLexicalNode,
  $insertTableColumnAtSelection,
  $insertTableRowAtSelection,
  $isTableCellNode,
  $isTableSelection,
  $mergeCells,
  $unmergeCell,
  INSERT_TABLE_COMMAND,
  type TableCellNode,
} from '@lexical/table';
import { $getSelection, $isRangeSelection } from 'lexical';
import React, { useEffect, useState } from 'react';
import * as styles from './tables.module.css';
import { frame } from '../../components/LiveEditor/kit';

interface ToolbarState {
  /** The caret or the selection is inside a table. */
  inTable: boolean;
  /** How many cells a TableSelection covers (0 without one). */
  selectedCells: number;
  /** The cell under the caret spans more than one row or column. */
  inMergedCell: boolean;
}

function $cellAtCaret(): TableCellNode | null {
  const selection = $getSelection();
  return $isRangeSelection(selection) ? $getTableCellNodeFromLexicalNode(selection.anchor.getNode()) : null;
}

function $readState(): ToolbarState {
  const selection = $getSelection();
  if ($isTableSelection(selection)) {
    return { inTable: true, selectedCells: selection.getNodes().filter($isTableCellNode).length, inMergedCell: false };
  }
  const cell = $cellAtCaret();
  return { inTable: cell !== null, selectedCells: 0, inMergedCell: cell !== null && (cell.getColSpan() > 1 || cell.getRowSpan() > 1) };
}

export default function TableToolbar() {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>({ inTable: false, selectedCells: 0, inMergedCell: false });
  useEffect(() => editor.registerUpdateListener(({ editorState }) => editorState.read(() => setState($readState()))), [editor]);

  const edit = (change: () => void) => () => editor.update(change);
  const $mergeSelected = () => {
    const selection = $getSelection();
    if (!$isTableSelection(selection)) return;
    // The other cells of the range are removed: put the caret in the one that remains, or the
    // selection would still point at them.
    $mergeCells(selection.getNodes().filter($isTableCellNode))?.selectEnd();
  };
  const buttons: { label: string; enabled: boolean; onClick: () => void }[] = [
    {
      label: 'Insert table',
      enabled: !state.inTable,
      onClick: () => editor.dispatchCommand(INSERT_TABLE_COMMAND, { rows: '3', columns: '3' }),
    },
    { label: 'Add row', enabled: state.inTable, onClick: edit(() => $insertTableRowAtSelection(true)) },
    { label: 'Add column', enabled: state.inTable, onClick: edit(() => $insertTableColumnAtSelection(true)) },
    { label: 'Delete row', enabled: state.inTable, onClick: edit($deleteTableRowAtSelection) },
    { label: 'Delete column', enabled: state.inTable, onClick: edit($deleteTableColumnAtSelection) },
    { label: 'Merge cells', enabled: state.selectedCells > 1, onClick: edit($mergeSelected) },
    { label: 'Unmerge', enabled: state.inMergedCell, onClick: edit($unmergeCell) },
  ];
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Table">
      {buttons.map(({ label, enabled, onClick }) => (
        <button key={label} type="button" className={frame.demoButton} disabled={!enabled} onClick={onClick}>
          {label}
        </button>
      ))}
      <span className={frame.demoStatus} aria-live="polite">
        {state.selectedCells > 0 ? `${state.selectedCells} cells selected` : state.inTable ? 'Caret in a cell' : 'Caret outside a table'}
      </span>
    </div>
  );
}
