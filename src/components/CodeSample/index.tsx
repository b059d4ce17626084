/**
 * A code sample of an MDX page: the shared CodeBlock, plus, for a sample the sample checker
 * (tests/check-samples.mjs) leaves out, a small note saying why, so readers know which samples
 * are complete programs and which are fragments. In a typed sample, each Lexical identifier the
 * build marked becomes a link to its API entry that names its quick-info tooltip (rendered once
 * per page by <CodeTips>, which also shows it on hover, keyboard focus and tap).
 */
import { withPrefix } from 'gatsby';
import React from 'react';
import { useCodeTips } from '../../contexts/CodeTips';
import { hasCodeRefs, linkCodeRefs } from '../../shared/code-tips';
import CodeBlock, { type Props as CodeBlockProps } from '../CodeBlock';
import * as styles from './styles.module.css';

export interface Props extends CodeBlockProps {
  /** The `nocheck="..."` reason of the fence: the sample is not type-checked. */
  nocheck?: string;
}

function TypedCodeBlock({ html, ...props }: Props) {
  const hrefs = new Map(useCodeTips().map((tip) => [tip.key, tip.href]));
  const linked = linkCodeRefs(html, (key) => {
    const href = hrefs.get(key);
    return href ? withPrefix(href) : null;
  });
  return <CodeBlock {...props} html={linked} staticCopy />;
}

export default function CodeSample({ nocheck, ...props }: Props) {
  // MDX bodies stay static in the browser (src/components/MdxBody): the copy button must work there.
  const block = hasCodeRefs(props.html) ? <TypedCodeBlock {...props} /> : <CodeBlock {...props} staticCopy />;
  if (!nocheck) return block;
  return (
    <figure className={styles.sample}>
      {block}
      <figcaption className={styles.note}>
        <span className={styles.label}>Not type-checked:</span> {nocheck}
      </figcaption>
    </figure>
  );
}
