/**
 * A named live example of the docs (./examples.ts): a real Lexical editor from the pinned
 * packages with its state beside it, lazily loaded by LiveEditor. An unknown name stops the
 * build with the list of known names, since MDX pages are rendered at build time.
 */
import React from 'react';
import LiveEditor from '../LiveEditor';
import { liveExamples, type LiveExampleDefinition, type LiveExampleName } from '../../shared/live-examples';
import * as styles from './styles.module.css';

export interface Props {
  name: LiveExampleName;
}

export function exampleFor(name: string): LiveExampleDefinition {
  const example = (liveExamples as Record<string, LiveExampleDefinition>)[name];
  if (!example) {
    throw new Error(
      `<LiveExample name="${name}" /> names no live example. Use one of: ${Object.keys(liveExamples).join(', ')} (src/shared/live-examples.ts).`,
    );
  }
  return example;
}

export default function LiveExample({ name }: Props) {
  const { title, editor } = exampleFor(name);
  return (
    <section className={styles.example} aria-label={`Live example: ${title}`} data-live-example={name}>
      <LiveEditor {...editor} />
    </section>
  );
}
