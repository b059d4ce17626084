/**
 * What every collaborating editor needs before it renders, shared by the docs' live
 * collaboration example and the gallery's: its own CollaborationContext value (so two
 * editors on one page do not share the context's default document map), a composer config
 * whose content comes from the shared document, and a provider factory that joins the
 * in-memory hub with a fresh Y.Doc.
 */
import type { InitialConfigType } from '@lexical/react/LexicalComposer';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import type { Provider } from '@lexical/yjs';
import { useCallback, useMemo } from 'react';
import * as Y from 'yjs';
import { editorTheme } from '../theme';
import { MemoryProvider, type MemoryHub } from './memory-provider';

export interface PeerIdentity {
  name: string;
  color: string;
}

export function usePeerSetup(peer: PeerIdentity, hub: MemoryHub, namespace: string, onProvider?: (provider: MemoryProvider) => void) {
  const context = useMemo(
    () => ({ clientID: 0, color: peer.color, isCollabActive: false, name: peer.name, yjsDocMap: new Map<string, Y.Doc>() }),
    [peer],
  );
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace,
      theme: editorTheme,
      nodes: [HeadingNode, QuoteNode],
      editorState: null,
      onError: (error: Error) => console.error(error),
    }),
    [namespace],
  );
  const providerFactory = useCallback(
    (id: string, docMap: Map<string, Y.Doc>): Provider => {
      const doc = new Y.Doc();
      docMap.set(id, doc);
      const provider = new MemoryProvider(hub, doc);
      onProvider?.(provider);
      return provider;
    },
    [hub, onProvider],
  );
  return { context, initialConfig, providerFactory };
}
