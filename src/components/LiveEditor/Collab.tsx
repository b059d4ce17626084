/**
 * The collaboration example, a chunk of its own (it brings Yjs): two editors, each with its
 * own Y.Doc and CollaborationPlugin (./collab/use-peer-setup.ts), joined by an in-memory
 * provider hub, so typing in one shows up in the other as it would between two browsers.
 */
import { CollaborationContext } from '@lexical/react/LexicalCollaborationContext';
import { CollaborationPlugin } from '@lexical/react/LexicalCollaborationPlugin';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import React, { useCallback, useMemo, useRef } from 'react';
import { MemoryHub } from './collab/memory-provider';
import { usePeerSetup } from './collab/use-peer-setup';
import * as styles from './styles.module.css';
import { DEFAULT_MIN_HEIGHT_REM, type LiveEditorProps } from '../../shared/live-editor';

const PEERS = [
  { id: 'live-collab-ada', name: 'Ada', color: '#d6336c', bootstrap: true },
  { id: 'live-collab-grace', name: 'Grace', color: '#1c7ed6', bootstrap: false },
] as const;

function Peer({ peer, hub, props }: { peer: (typeof PEERS)[number]; hub: MemoryHub; props: LiveEditorProps }) {
  const cursorsRef = useRef<HTMLDivElement | null>(null);
  const { context, initialConfig, providerFactory } = usePeerSetup(peer, hub, peer.id);
  const firstText = props.initialText;
  const $initialEditorState = useCallback(() => {
    for (const text of firstText ?? []) $getRoot().append($createParagraphNode().append($createTextNode(text)));
  }, [firstText]);
  const label = `${props.label ?? 'Collaborative editor'} (${peer.name})`;
  return (
    <div className={styles.editor} data-live-editor-ready="true" data-peer={peer.name}>
      <CollaborationContext.Provider value={context}>
        <LexicalComposer initialConfig={initialConfig}>
          <div className={`${styles.surface} ${styles.cursors}`} ref={cursorsRef}>
            <RichTextPlugin
              contentEditable={
                <ContentEditable
                  className={styles.editable}
                  style={{ minHeight: `${props.minHeightRem ?? DEFAULT_MIN_HEIGHT_REM}rem` }}
                  aria-label={label}
                  aria-placeholder={props.placeholder ?? 'Type here…'}
                  placeholder={<div className={styles.placeholder}>{props.placeholder ?? 'Type here…'}</div>}
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
          <CollaborationPlugin
            id={peer.id}
            providerFactory={providerFactory}
            shouldBootstrap={peer.bootstrap}
            username={peer.name}
            cursorColor={peer.color}
            cursorsContainerRef={cursorsRef}
            initialEditorState={$initialEditorState}
          />
          <div className={styles.footer}>
            <span>{peer.name}&rsquo;s editor · own Y.Doc</span>
          </div>
        </LexicalComposer>
      </CollaborationContext.Provider>
    </div>
  );
}

export default function Collab(props: LiveEditorProps) {
  const hub = useMemo(() => new MemoryHub(), []);
  return (
    <div className={styles.collab}>
      {PEERS.map((peer) => (
        <Peer key={peer.id} peer={peer} hub={hub} props={props} />
      ))}
    </div>
  );
}
