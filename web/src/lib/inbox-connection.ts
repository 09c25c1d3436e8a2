import { SOCKET } from '@kalam/core/constants';
import type { Ack, ServerEvent } from '@kalam/core/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { AckedConnection } from './acked-connection';
import type { ActionInput, SocketFactory, SocketState } from './socket';

// The inbox socket's connection; `./socket` loads this once someone is signed in.

/** What the inbox's events change (the chat caches, the lists to fetch again): the app's, loaded with the connection. */
export interface InboxEvents {
  applyServerEvent(client: QueryClient, viewerId: number, event: ServerEvent): void;
  /** events missed while offline: what depends on them is fetched again */
  refreshChat(client: QueryClient): void;
}

/** PartySocket loads only once someone is signed in, so it stays out of the first bundle. */
const partySocketFactory: SocketFactory = async ({ userId, token }) => {
  const { PartySocket } = await import('partysocket');
  return new PartySocket({
    host: window.location.host,
    protocol: window.location.protocol === 'https:' ? 'wss' : 'ws',
    party: 'inbox',
    room: String(userId),
    query: { token },
    minReconnectionDelay: SOCKET.minReconnectDelayMs,
    maxReconnectionDelay: SOCKET.maxReconnectDelayMs,
    connectionTimeout: SOCKET.connectionTimeoutMs,
  });
};

/** The inbox room's connection: chat actions answered by acks, events to the caches and then to the listeners. */
export class InboxConnection {
  private readonly connection: AckedConnection<ServerEvent, Ack>;

  constructor(
    options: { userId: number; token: string },
    client: QueryClient,
    { applyServerEvent, refreshChat }: InboxEvents,
    on: { state: (state: SocketState) => void; listeners: Set<(event: ServerEvent) => void> },
    factory: SocketFactory = partySocketFactory,
  ) {
    this.connection = new AckedConnection(() => factory(options), 'socket', {
      state: on.state,
      event: (event) => {
        applyServerEvent(client, options.userId, event);
        on.listeners.forEach((l) => l(event));
      },
      // events missed while offline: the chat caches are fetched again, once
      reopened: () => refreshChat(client),
    });
  }

  send(action: ActionInput): Promise<Ack> {
    return this.connection.send(action);
  }

  close() {
    this.connection.close('signed out or new token');
  }
}
