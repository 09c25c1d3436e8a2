import type { Ack, ServerEvent } from '@kalam/core/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { applyChatEvent, refreshChat } from '../features/chat/lib/cache';
import { typingStore } from '../features/chat/lib/typing';
import { AckedConnection } from './acked-connection';
import { signInsEnded } from './session';
import type { ActionInput, SocketFactory, SocketState } from './socket';

// The inbox socket's connection and what its events change; `./socket` loads this once someone is signed in.

export { refreshChat };

/** The inbox room's connection: chat actions answered by acks, events to the listener. */
export class InboxConnection {
  private readonly connection: AckedConnection<ServerEvent, Ack>;

  constructor(
    factory: SocketFactory,
    options: { userId: number; token: string },
    on: { state: (state: SocketState) => void; event: (event: ServerEvent) => void; reconnect: () => void },
  ) {
    this.connection = new AckedConnection(() => factory(options), 'socket', { state: on.state, event: on.event, reopened: on.reconnect });
  }

  send(action: ActionInput): Promise<Ack> {
    return this.connection.send(action);
  }

  close() {
    this.connection.close('signed out or new token');
  }
}

/** Keeps the caches in step with an event: chat in place, the rest by one invalidation each. */
export function applyServerEvent(client: QueryClient, viewerId: number, event: ServerEvent) {
  switch (event.type) {
    case 'typing':
      if (event.userId !== viewerId) typingStore.set(event.roomId, event.userId, event.typing);
      return;
    case 'room-message-created':
      typingStore.set(event.message.roomId, event.message.senderId, false);
      return applyChatEvent(client, viewerId, event);
    case 'room-message-updated':
    case 'room-message-deleted':
    case 'room-message-read':
    case 'user-status-changed':
      return applyChatEvent(client, viewerId, event);
    case 'lesson-booked':
    case 'lesson-rebooked':
    case 'lesson-canceled':
      void client.invalidateQueries({ queryKey: ['lessons'] });
      void client.invalidateQueries({ queryKey: ['notifications'] });
      return;
    case 'payment-status':
      void client.invalidateQueries({ queryKey: ['transactions', 'one', event.transactionId] });
      void client.invalidateQueries({ queryKey: ['transactions', 'list'] });
      return;
    case 'signed-out':
      signInsEnded(event.signInIds);
      void client.invalidateQueries({ queryKey: ['sign-ins'] });
      return;
    case 'invoice-updated':
    case 'invoice-deleted':
      void client.invalidateQueries({ queryKey: ['invoices'] });
      return;
    default:
      return;
  }
}
