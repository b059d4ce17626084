/**
 * The inline-styles lesson: a size and a colour picker that show the selection's current CSS
 * values, read with $getSelectionStyleValueForProperty ("Mixed" when the selected text disagrees),
 * and apply new ones with $patchStyleText.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelectionStyleValueForProperty, $patchStyleText } from '@lexical/selection';
import { $getSelection, $isRangeSelection } from 'lexical';
import React, { useEffect, useState } from 'react';
import * as styles from '../styles.module.css';
import { Bar } from './Bar';

/** What the selection reports for a property no selected text sets. */
const UNSET = 'unset';
const SIZES = ['15px', '12px', '20px', '26px'];
const COLOURS: [string, string][] = [
  [UNSET, 'Default'],
  ['#c0392b', 'Red'],
  ['#1f6fb2', 'Blue'],
  ['#2e8540', 'Green'],
];

interface Current {
  size: string;
  colour: string;
}

export function InlineStylesDemo() {
  const [editor] = useLexicalComposerContext();
  const [current, setCurrent] = useState<Current>({ size: '15px', colour: UNSET });
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          setCurrent({
            // An empty string means the selected text mixes several values.
            size: $getSelectionStyleValueForProperty(selection, 'font-size', '15px'),
            colour: $getSelectionStyleValueForProperty(selection, 'color', UNSET),
          });
        });
      }),
    [editor],
  );
  const apply = (property: string, value: string) =>
    editor.update(() => {
      const selection = $getSelection();
      // null removes the property from the style string.
      if (selection !== null) $patchStyleText(selection, { [property]: value === UNSET ? null : value });
    });
  return (
    <Bar label="Inline styles">
      <select
        className={styles.demoButton}
        aria-label="Font size"
        value={current.size}
        onChange={(event) => event.target.value !== '' && apply('font-size', event.target.value)}
      >
        {current.size === '' && <option value="">Mixed</option>}
        {SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <select
        className={styles.demoButton}
        aria-label="Text colour"
        value={current.colour}
        onChange={(event) => event.target.value !== '' && apply('color', event.target.value)}
      >
        {current.colour === '' && <option value="">Mixed</option>}
        {COLOURS.map(([value, name]) => (
          <option key={name} value={value}>
            {name}
          </option>
        ))}
      </select>
    </Bar>
  );
}
