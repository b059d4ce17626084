/**
 * A Yjs provider that needs no server: every provider made from one MemoryHub forwards its
 * document's updates to the documents of the other connected providers, and shares awareness
 * (names, colours, cursors) the same way. It is what lets the collaboration page show two
 * editors, each with its own Y.Doc, kept in sync inside one page. It has the shape
 * CollaborationPlugin expects of a provider (`Provider` of @lexical/yjs).
 *
 * A provider can go offline (disconnect) and come back (connect): while offline its document
 * keeps every local edit and sees no one else, and connecting exchanges both sides' states,
 * which Yjs merges, as a real network provider does after a dropped connection.
 */
import type { Provider, ProviderAwareness, UserState } from '@lexical/yjs';
import * as Y from 'yjs';

type Listener = (...args: never[]) => void;

class Emitter {
  private listeners = new Map<string, Set<Listener>>();

  on(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  off(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  emit(type: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) (listener as (...a: unknown[]) => void)(...args);
  }
}

export class MemoryHub {
  readonly providers = new Set<MemoryProvider>();

  /** Every connected peer's awareness changed: tell them all. */
  awarenessChanged(): void {
    for (const provider of this.providers) provider.memoryAwareness.emit('update');
  }
}

class MemoryAwareness extends Emitter implements ProviderAwareness {
  state: UserState | null = null;

  constructor(private readonly provider: MemoryProvider) {
    super();
  }

  getLocalState = (): UserState | null => this.state;

  getStates = (): Map<number, UserState> => {
    const states = new Map<number, UserState>();
    // Offline, a peer sees only itself.
    for (const peer of this.provider.connected ? this.provider.hub.providers : []) {
      const state = peer.memoryAwareness.state;
      if (state) states.set(peer.doc.clientID, state);
    }
    if (this.state) states.set(this.provider.doc.clientID, this.state);
    return states;
  };

  setLocalState = (state: UserState): void => {
    this.state = state;
    this.provider.hub.awarenessChanged();
    this.emit('update');
  };

  setLocalStateField = (field: string, value: unknown): void => {
    if (this.state) this.setLocalState({ ...this.state, [field]: value });
  };
}

export class MemoryProvider extends Emitter implements Provider {
  readonly memoryAwareness: MemoryAwareness;

  constructor(
    readonly hub: MemoryHub,
    readonly doc: Y.Doc,
  ) {
    super();
    this.memoryAwareness = new MemoryAwareness(this);
  }

  get connected(): boolean {
    return this.hub.providers.has(this);
  }

  get awareness(): ProviderAwareness {
    return this.memoryAwareness;
  }

  private readonly forward = (update: Uint8Array, origin: unknown): void => {
    // Updates that came from the hub are not sent back.
    if (origin === this.hub) return;
    for (const peer of this.hub.providers) if (peer !== this) Y.applyUpdate(peer.doc, update, this.hub);
  };

  connect(): void {
    if (this.connected) return;
    // Exchange what each side has, then forward every later change.
    for (const peer of this.hub.providers) {
      Y.applyUpdate(this.doc, Y.encodeStateAsUpdate(peer.doc), this.hub);
      Y.applyUpdate(peer.doc, Y.encodeStateAsUpdate(this.doc), this.hub);
    }
    this.hub.providers.add(this);
    this.doc.on('update', this.forward);
    this.emit('status', { status: 'connected' });
    this.emit('sync', true);
    this.hub.awarenessChanged();
  }

  disconnect(): void {
    if (!this.connected) return;
    this.doc.off('update', this.forward);
    this.hub.providers.delete(this);
    this.emit('status', { status: 'disconnected' });
    // The others stop seeing this peer's cursor, and this peer stops seeing theirs.
    this.hub.awarenessChanged();
    this.memoryAwareness.emit('update');
  }
}
