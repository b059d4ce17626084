/**
 * The quick info of a page's typed samples: one tooltip element per entry, hidden until an
 * identifier that names it (aria-describedby) is hovered, focused or tapped, which
 * useCodeTooltips handles for the whole page. Hidden, each still gives screen readers the
 * identifier's description. Text only, as the tooltip pattern asks: the identifier itself is
 * the link.
 */
import { graphql } from 'gatsby';
import React from 'react';
import type { CodeTip } from '../../contexts/CodeTips';
import { useCodeTooltips } from '../../hooks/useCodeTooltips';
import { codeTipId } from '../../shared/code-tips';
import * as styles from './styles.module.css';

export interface Props {
  /** The page's entries: its own, or the merged entries of its parts (src/shared/code-tips.ts). */
  tips: readonly CodeTip[];
}

export default function CodeTips({ tips }: Props) {
  useCodeTooltips(tips.length > 0);
  if (tips.length === 0) return null;
  return (
    <div className={styles.tips}>
      {tips.map((tip) => (
        <span key={tip.key} id={codeTipId(tip.key)} role="tooltip" className={styles.tip} hidden>
          <code className={styles.signature}>{tip.signature}</code>
          {tip.summary && <span className={styles.summary}>{tip.summary}</span>}
        </span>
      ))}
    </div>
  );
}

/** @public The component's fragment: Gatsby finds it by itself and pages spread it into their queries. */
export const query = graphql`
  fragment CodeTipFields on CodeTip {
    key
    signature
    summary
    href
  }
`;
