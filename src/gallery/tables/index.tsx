/**
 * A table editor: rich text with TablePlugin from @lexical/react (cell merging on) and the
 * toolbar of ./TableToolbar.tsx. Drag across cells, or Shift+click, to select a range.
 */
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createTableNodeWithDimensions, TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React from 'react';
import TableToolbar from './TableToolbar';
import * as styles from './tables.module.css';
import { editorTheme, frame } from '../../components/LiveEditor/kit';

const initialConfig: InitialConfigType = {
  namespace: 'gallery-tables',
  theme: {
    ...editorTheme,
    table: styles.table,
    tableCell: styles.cell,
    tableCellHeader: styles.header,
    tableCellSelected: styles.selected,
    tableSelection: styles.selection,
    tableScrollableWrapper: styles.scroll,
  },
  nodes: [HeadingNode, QuoteNode, TableNode, TableRowNode, TableCellNode],
  onError: (error) => console.error(error),
  editorState: () => {
    const intro = $createParagraphNode().append($createTextNode('A 3 × 3 table with a header row:'));
    $getRoot().append(intro, $createTableNodeWithDimensions(3, 3, { rows: true, columns: false }), $createParagraphNode());
  },
};

export default function TablesExample() {
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={frame.editor}>
        <TableToolbar />
        <div className={frame.surface}>
          <RichTextPlugin
            contentEditable={<ContentEditable className={frame.editable} aria-label="Table example" style={{ minHeight: '12rem' }} />}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <TablePlugin hasCellMerge hasHorizontalScroll />
        <HistoryPlugin />
        <div className={frame.footer}>
          <span>@lexical/table · lexical 0.35.0</span>
        </div>
      </div>
    </LexicalComposer>
  );
}
