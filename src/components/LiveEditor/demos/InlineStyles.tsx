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
/** [value, name] of each option. */
const SIZES = ['15px', '12px', '20px', '26px'].map((size): [string, string] => [size, size]);
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
  // An empty value means the selected text mixes several values.
  const picker = (label: string, property: string, value: string, options: [string, string][]) => (
    <select
      className={styles.demoButton}
      aria-label={label}
      value={value}
      onChange={(event) => event.target.value !== '' && apply(property, event.target.value)}
    >
      {value === '' && <option value="">Mixed</option>}
      {options.map(([option, name]) => (
        <option key={name} value={option}>
          {name}
        </option>
      ))}
    </select>
  );
  return (
    <Bar label="Inline styles">
      {picker('Font size', 'font-size', current.size, SIZES)}
      {picker('Text colour', 'color', current.colour, COLOURS)}
    </Bar>
  );
}
