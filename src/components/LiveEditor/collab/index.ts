/** The in-memory collaboration of the live editor's Yjs example, for editors that sync peers on one page (the gallery). */
export { MemoryHub, MemoryProvider } from './memory-provider';
export { type PeerIdentity, usePeerSetup } from './use-peer-setup';
