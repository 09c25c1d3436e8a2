import type { SessionAck, SessionAction, SessionRoomEvent, SessionServerMessage } from '@kalam/core';
import { SOCKET } from '@kalam/core/constants';
import { AckTimeoutError, type SocketLike, type SocketState } from '../../../lib/socket';

// The lesson page's socket to `session/<session id>`: actions answered by acks, room events to a listener. Like the
// inbox socket (lib/socket.ts) but for the session room's own messages, and open only while the page is.

export type SessionSocketFactory = (options: { sessionId: string; token: string }) => SocketLike | Promise<SocketLike>;

type WithoutRef<T> = T extends unknown ? Omit<T, 'ref'> : never;
/** An action as callers write it; `ref` is assigned unless given (an optimistic chat message chooses its own). */
export type SessionActionInput = WithoutRef<SessionAction> & { ref?: string };

/** PartySocket loads with the lesson page only. */
export const partySessionSocket: SessionSocketFactory = async ({ sessionId, token }) => {
  const { PartySocket } = await import('partysocket');
  return new PartySocket({
    host: window.location.host,
    protocol: window.location.protocol === 'https:' ? 'wss' : 'ws',
    party: 'session',
    room: sessionId,
    query: { token },
    minReconnectionDelay: SOCKET.minReconnectDelayMs,
    maxReconnectionDelay: SOCKET.maxReconnectDelayMs,
    connectionTimeout: SOCKET.connectionTimeoutMs,
  });
};

interface Pending {
  resolve: (ack: SessionAck) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface SessionConnectionEvents {
  state(state: SocketState): void;
  event(event: SessionRoomEvent): void;
  /** anything arrived: the room is alive */
  heard(): void;
  /** the socket opened again after a drop: the call must be joined again */
  reopened(): void;
}

export class SessionConnection {
  private socket: SocketLike | null = null;
  private queue: string[] = [];
  private pending = new Map<string, Pending>();
  private closed = false;
  private opened = false;

  constructor(factory: SessionSocketFactory, options: { sessionId: string; token: string }, private readonly on: SessionConnectionEvents) {
    Promise.resolve()
      .then(() => factory(options))
      .then((socket) => {
        if (this.closed) return socket.close();
        this.socket = socket;
        socket.addEventListener('open', () => {
          on.state('open');
          if (this.opened) on.reopened();
          this.opened = true;
        });
        socket.addEventListener('close', () => !this.closed && on.state('connecting'));
        socket.addEventListener('error', () => console.warn('[session] connection error; retrying'));
        socket.addEventListener('message', (e) => this.receive(e.data));
        for (const data of this.queue.splice(0)) socket.send(data);
      })
      .catch((error: unknown) => console.warn('[session] could not connect', error));
  }

  /** Sends and waits for the ack; rejects with AckTimeoutError when none comes in time. */
  send(action: SessionActionInput): Promise<SessionAck> {
    const ref = action.ref ?? crypto.randomUUID();
    return new Promise<SessionAck>((resolve, reject) => {
      const entry: Pending = { resolve, reject, timer: setTimeout(() => {
        if (this.pending.get(ref) === entry) this.pending.delete(ref);
        reject(new AckTimeoutError(ref));
      }, SOCKET.connectionTimeoutMs) };
      this.pending.get(ref)?.reject(new AckTimeoutError(ref));
      this.pending.set(ref, entry);
      this.write(JSON.stringify({ ...action, ref }));
    });
  }

  /** Sends without waiting for the ack (signalling, pings): a lost one is replaced by the next. */
  post(action: SessionActionInput) {
    this.write(JSON.stringify({ ...action, ref: action.ref ?? crypto.randomUUID() }));
  }

  close() {
    this.closed = true;
    this.socket?.close(1000, 'left the lesson page');
    for (const [ref, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(new AckTimeoutError(ref));
    }
    this.pending.clear();
  }

  private write(data: string) {
    if (this.socket) this.socket.send(data);
    else this.queue.push(data);
  }

  private receive(data: unknown) {
    let message: SessionServerMessage;
    try {
      message = JSON.parse(String(data)) as SessionServerMessage;
    } catch {
      return console.warn('[session] unreadable message');
    }
    this.on.heard();
    if (message.type !== 'ack') return this.on.event(message);
    const p = this.pending.get(message.ref);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(message.ref);
    p.resolve(message);
  }
}
