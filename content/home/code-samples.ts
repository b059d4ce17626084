/**
 * The setup examples of the home page. They are checked against the pinned lexical 0.35.0
 * type definitions by ./__tests__/code-samples.test.ts; the build highlights them (src/node/home), so they cannot drift from the API.
 */
export interface CodeSample {
  id: string;
  label: string;
  language: 'ts' | 'tsx';
  /** File name used when the test compiles it. */
  file: string;
  code: string;
}

export const codeSamples: readonly CodeSample[] = [
  {
    id: 'vanilla',
    label: 'Vanilla JS',
    language: 'ts',
    file: 'vanilla.ts',
    code: `import { registerHistory, createEmptyHistoryState } from '@lexical/history';
import { HeadingNode, QuoteNode, registerRichText } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import { createEditor } from 'lexical';

const editor = createEditor({
  namespace: 'MyEditor',
  nodes: [HeadingNode, QuoteNode],
  onError: (error) => console.error(error),
});

// Any element with contenteditable="true" becomes the editor.
editor.setRootElement(document.getElementById('editor'));

const unregister = mergeRegister(
  registerRichText(editor),
  registerHistory(editor, createEmptyHistoryState(), 300),
);

export { editor, unregister };
`,
  },
  {
    id: 'react',
    label: 'React',
    language: 'tsx',
    file: 'react.tsx',
    code: `import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import React from 'react';

const initialConfig = {
  namespace: 'MyEditor',
  nodes: [HeadingNode, QuoteNode],
  onError: (error: Error) => console.error(error),
};

export function Editor() {
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <RichTextPlugin
        contentEditable={
          <ContentEditable
            aria-placeholder="Write something…"
            placeholder={<p>Write something…</p>}
          />
        }
        ErrorBoundary={LexicalErrorBoundary}
      />
      <HistoryPlugin />
    </LexicalComposer>
  );
}
`,
  },
  {
    id: 'state',
    label: 'Editor state',
    language: 'ts',
    file: 'state.ts',
    code: `import { $createParagraphNode, $createTextNode, $getRoot, createEditor } from 'lexical';

const editor = createEditor({ namespace: 'MyEditor', onError: console.error });

// Changes happen inside update(); Lexical then patches the DOM.
editor.update(() => {
  const paragraph = $createParagraphNode();
  paragraph.append($createTextNode('Hello, Lexical'));
  $getRoot().append(paragraph);
});

// Every committed state can be read, or saved as JSON.
editor.registerUpdateListener(({ editorState }) => {
  const text = editorState.read(() => $getRoot().getTextContent());
  console.log(text, JSON.stringify(editorState.toJSON()));
});
`,
  },
];
