import React from 'react';
import CodeBlock from '../CodeBlock';
import Tabs from '../Tabs';
import { codeSamples, type CodeSample } from './samples';

export interface Props {
  samples?: readonly CodeSample[];
}

/** The home page's setup examples, one tab each (vanilla JS, React, editor state). */
export default function HomeCodeTabs({ samples = codeSamples }: Props) {
  return (
    <Tabs
      label="Setup examples"
      items={samples.map((sample) => ({
        id: sample.id,
        label: sample.label,
        content: (
          <CodeBlock>
            <code className={`language-${sample.language}`}>{sample.code}</code>
          </CodeBlock>
        ),
      }))}
    />
  );
}
