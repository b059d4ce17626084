/**
 * One collaborator: a LexicalComposer with its own Y.Doc, joined to the others through the
 * in-memory hub. CollaborationPlugin keeps the editor and the document in step and draws the
 * other peers' cursors, labelled with their names, in this editor's cursor layer.
 */
import { CollaborationContext } from '@lexical/react/LexicalCollaborationContext';
import { CollaborationPlugin } from '@lexical/react/LexicalCollaborationPlugin';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React, { useCallback, useRef } from 'react';
import { type MemoryHub, MemoryProvider, type PeerIdentity, usePeerSetup } from '../../components/LiveEditor/collab';
import { frame } from '../../components/LiveEditor/kit';

export interface PeerInfo extends PeerIdentity {
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
  const joined = useCallback((provider: MemoryProvider) => onProvider(peer.name, provider), [onProvider, peer]);
  const { context, initialConfig, providerFactory } = usePeerSetup(peer, hub, `gallery-collab-${peer.name}`, joined);
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
