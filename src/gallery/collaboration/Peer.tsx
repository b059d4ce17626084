/**
 * One collaborator: a LexicalComposer with its own Y.Doc, joined to the others through the
 * in-memory hub. CollaborationPlugin keeps the editor and the document in step and draws the
 * other peers' cursors, labelled with their names, in this editor's cursor layer. Each peer
 * has its own CollaborationContext, so the two do not share the context's default document map.
 */
import { CollaborationContext } from '@lexical/react/LexicalCollaborationContext';
import { CollaborationPlugin } from '@lexical/react/LexicalCollaborationPlugin';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import type { Provider } from '@lexical/yjs';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React, { useCallback, useMemo, useRef } from 'react';
import * as Y from 'yjs';
import { MemoryProvider, type MemoryHub } from '../../components/LiveEditor/collab/memory-provider';
import * as frame from '../../components/LiveEditor/styles.module.css';
import { editorTheme } from '../../components/LiveEditor/theme';

export interface PeerInfo {
  name: string;
  color: string;
  /** The one peer that writes the first content into the empty shared document. */
  bootstrap: boolean;
}

export interface Props {
  peer: PeerInfo;
  hub: MemoryHub;
  /** Called with this peer's provider, so the page can take it offline and back. */
  onProvider: (name: string, provider: MemoryProvider) => void;
  online: boolean;
}

function $initialContent(): void {
  $getRoot().append($createParagraphNode().append($createTextNode('Both editors show one shared document. Type in either.')));
}

export default function Peer({ peer, hub, onProvider, online }: Props) {
  const cursors = useRef<HTMLDivElement | null>(null);
  const context = useMemo(
    () => ({ clientID: 0, color: peer.color, isCollabActive: false, name: peer.name, yjsDocMap: new Map<string, Y.Doc>() }),
    [peer],
  );
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: `gallery-collab-${peer.name}`,
      theme: editorTheme,
      nodes: [HeadingNode, QuoteNode],
      // The content comes from the shared document, not from the config.
      editorState: null,
      onError: (error: Error) => console.error(error),
    }),
    [peer],
  );
  const providerFactory = useCallback(
    (id: string, docMap: Map<string, Y.Doc>): Provider => {
      const doc = new Y.Doc();
      docMap.set(id, doc);
      const provider = new MemoryProvider(hub, doc);
      onProvider(peer.name, provider);
      return provider;
    },
    [hub, onProvider, peer],
  );
  return (
    <div className={frame.editor} data-peer={peer.name}>
      <CollaborationContext.Provider value={context}>
        <LexicalComposer initialConfig={initialConfig}>
          <div className={`${frame.surface} ${frame.cursors}`} ref={cursors}>
            <RichTextPlugin
              contentEditable={
                <ContentEditable
                  className={frame.editable}
                  aria-label={`Collaboration example (${peer.name})`}
                  style={{ minHeight: '8rem' }}
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
          <CollaborationPlugin
            id="gallery-collaboration"
            providerFactory={providerFactory}
            shouldBootstrap={peer.bootstrap}
            username={peer.name}
            cursorColor={peer.color}
            cursorsContainerRef={cursors}
            initialEditorState={$initialContent}
          />
          <div className={frame.footer}>
            <span>
              {peer.name} · {online ? 'online' : 'offline'}
            </span>
          </div>
        </LexicalComposer>
      </CollaborationContext.Provider>
    </div>
  );
}
