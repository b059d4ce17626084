import React from 'react';
import CodeBlock from '../CodeBlock';
import Tabs from '../Tabs';

export interface Props {
  /** Highlighted at build time (the homeCodeSamples query). */
  samples: Queries.HomePageQuery['homeCodeSamples'];
}

/** The home page's setup examples, one tab each (vanilla JS, React, editor state). */
export default function HomeCodeTabs({ samples }: Props) {
  return (
    <Tabs
      label="Setup examples"
      items={samples.map((sample) => ({
        id: sample.id,
        label: sample.label,
        content: <CodeBlock language={sample.language} code={sample.code} html={sample.html} />,
      }))}
    />
  );
}
