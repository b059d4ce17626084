/**
 * In a framed page, a live editor tells the parent window that it is displayed and, after each
 * change to its content, what changed: the keys of the nodes the update touched and the text
 * before and after. Selection-only updates are not changes. Outside a frame it does nothing.
 * `editorName`, the editor's accessible name, identifies it to the parent.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot } from 'lexical';
import { useEffect } from 'react';
import { isFramed, postToParent } from '../../embed/bridge';
import { EMBED_TOPICS } from '../../shared/storage';

export default function EmbedReportPlugin({ editorName }: { editorName: string }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (!isFramed()) return undefined;
    const path = window.location.pathname;
    postToParent(EMBED_TOPICS.componentDisplay, { component: 'live-editor', editor: editorName, path });
    return editor.registerUpdateListener(({ editorState, prevEditorState, dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      const before = prevEditorState.read(() => $getRoot().getTextContent());
      const after = editorState.read(() => $getRoot().getTextContent());
      postToParent(EMBED_TOPICS.editorDiff, {
        editor: editorName,
        path,
        changedNodeKeys: [...dirtyLeaves, ...dirtyElements.keys()].filter((key) => key !== 'root'),
        textBefore: before,
        textAfter: after,
      });
    });
  }, [editor, editorName]);
  return null;
}
