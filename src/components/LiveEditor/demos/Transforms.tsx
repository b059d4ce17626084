/** The transforms lesson: a TextNode transform replaces typed sequences as they appear. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { TextNode } from 'lexical';
import React, { useEffect, useState } from 'react';
import * as styles from '../styles.module.css';
import { Bar } from './Bar';

const REPLACEMENTS: [string, string][] = [
  ['->', '→'],
  [':)', '🙂'],
];

/** A TextNode transform: the first sequence found in a changed text node is replaced. */
export function TransformsDemo() {
  const [editor] = useLexicalComposerContext();
  const [count, setCount] = useState(0);
  useEffect(
    () =>
      editor.registerNodeTransform(TextNode, (node) => {
        if (!node.isSimpleText()) return;
        const text = node.getTextContent();
        for (const [from, to] of REPLACEMENTS) {
          const at = text.indexOf(from);
          if (at === -1) continue;
          // spliceText keeps the caret where it belongs; the transform runs again on the
          // changed node until nothing matches.
          node.spliceText(at, from.length, to, true);
          setCount((n) => n + 1);
          return;
        }
      }),
    [editor],
  );
  return (
    <Bar label="Transform">
      <span className={styles.demoStatus} data-demo-status="">
        registerNodeTransform(TextNode, …): {count} replacement{count === 1 ? '' : 's'}
      </span>
    </Bar>
  );
}
