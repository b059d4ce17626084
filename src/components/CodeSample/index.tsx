/**
 * A code sample of an MDX page: the shared CodeBlock, plus, for a sample the sample checker
 * (tests/check-samples.mjs) leaves out, a small note saying why, so readers know which samples
 * are complete programs and which are fragments.
 */
import React from 'react';
import CodeBlock, { type Props as CodeBlockProps } from '../CodeBlock';
import * as styles from './styles.module.css';

export interface Props extends CodeBlockProps {
  /** The `nocheck="..."` reason of the fence: the sample is not type-checked. */
  nocheck?: string;
}

export default function CodeSample({ nocheck, ...props }: Props) {
  // MDX bodies stay static in the browser (src/components/MdxBody): the copy button must work there.
  if (!nocheck) return <CodeBlock {...props} staticCopy />;
  return (
    <figure className={styles.sample}>
      <CodeBlock {...props} staticCopy />
      <figcaption className={styles.note}>
        <span className={styles.label}>Not type-checked:</span> {nocheck}
      </figcaption>
    </figure>
  );
}
