import type { SessionAck, SessionAction, SessionRoomEvent } from '@kalam/core';
import { SOCKET } from '@kalam/core/constants';
import { AckedConnection } from '../../../lib/acked-connection';
import type { SocketLike, SocketState } from '../../../lib/socket';

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

export interface SessionConnectionEvents {
  state(state: SocketState): void;
  event(event: SessionRoomEvent): void;
  /** anything arrived: the room is alive */
  heard(): void;
  /** the socket opened again after a drop: the call must be joined again */
  reopened(): void;
}

/** The lesson page's connection to its session room. */
export class SessionConnection {
  private readonly connection: AckedConnection<SessionRoomEvent, SessionAck>;

  constructor(factory: SessionSocketFactory, options: { sessionId: string; token: string }, on: SessionConnectionEvents) {
    this.connection = new AckedConnection(() => factory(options), 'session', on);
  }

  /** Sends and waits for the ack; rejects with AckTimeoutError when none comes in time. */
  send(action: SessionActionInput): Promise<SessionAck> {
    return this.connection.send(action);
  }

  /** Sends without waiting for the ack (signalling, pings): a lost one is replaced by the next. */
  post(action: SessionActionInput) {
    this.connection.post(action);
  }

  close() {
    this.connection.close('left the lesson page');
  }
}
