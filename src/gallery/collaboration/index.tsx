/**
 * Real-time collaboration without a server: two editors, each with its own Yjs document,
 * joined by an in-memory hub that stands in for the network. "Disconnect" takes both offline:
 * each side keeps editing its own copy, and "Reconnect" exchanges the two states, which Yjs
 * merges, so both editors end up with both sets of edits.
 */
import React, { useCallback, useMemo, useRef, useState } from 'react';
import Peer, { type PeerInfo } from './Peer';
import * as styles from './collaboration.module.css';
import { MemoryHub, type MemoryProvider } from '../../components/LiveEditor/collab';
import { frame } from '../../components/LiveEditor/kit';

const PEERS: readonly PeerInfo[] = [
  { name: 'Ada', color: '#d6336c', bootstrap: true },
  { name: 'Grace', color: '#1c7ed6', bootstrap: false },
];

export default function CollaborationExample() {
  const hub = useMemo(() => new MemoryHub(), []);
  const providers = useRef(new Map<string, MemoryProvider>());
  const [online, setOnline] = useState(true);
  const onProvider = useCallback((name: string, provider: MemoryProvider) => providers.current.set(name, provider), []);
  const toggle = () => {
    for (const provider of providers.current.values()) {
      if (online) provider.disconnect();
      else provider.connect();
    }
    setOnline(!online);
  };
  return (
    <div>
      <div className={styles.bar}>
        <button type="button" className={frame.demoButton} aria-pressed={!online} onClick={toggle}>
          {online ? 'Disconnect' : 'Reconnect'}
        </button>
        <span className={styles.status} aria-live="polite">
          {online ? 'Online: edits appear on the other side as you type.' : 'Offline: each side edits its own copy until you reconnect.'}
        </span>
      </div>
      <div className={frame.collab}>
        {PEERS.map((peer) => (
          <Peer key={peer.name} peer={peer} hub={hub} onProvider={onProvider} online={online} />
        ))}
      </div>
    </div>
  );
}
