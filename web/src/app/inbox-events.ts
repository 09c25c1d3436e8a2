import type { ServerEvent } from '@kalam/core/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { applyChatEvent, chatKeys, refreshChat } from '../features/chat/lib/cache';
import { typingStore } from '../features/chat/lib/typing';
import { invoiceKeys } from '../lib/resources/invoice';
import { lessonKeys } from '../lib/resources/lesson';
import { notificationKeys } from '../lib/resources/notification';
import { signInKeys } from '../lib/resources/sign-in';
import { transactionKeys } from '../lib/resources/transaction';
import { signInsEnded } from '../lib/session';

// What the inbox socket's events change across features; the socket provider loads this once someone is signed in.

export { refreshChat };

/** Keeps the caches in step with an event: chat in place, the rest by one invalidation each. */
export function applyServerEvent(client: QueryClient, viewerId: number, event: ServerEvent) {
  switch (event.type) {
    case 'typing':
      if (event.userId !== viewerId) typingStore.set(event.roomId, event.userId, event.typing);
      return;
    case 'room-message-created':
      typingStore.set(event.message.roomId, event.message.senderId, false);
      void client.invalidateQueries({ queryKey: chatKeys.unread });
      return applyChatEvent(client, viewerId, event);
    case 'room-message-deleted':
    case 'room-message-read':
      // the navigation's count is the server's (muted rooms left out): one small fetch per change
      void client.invalidateQueries({ queryKey: chatKeys.unread });
      return applyChatEvent(client, viewerId, event);
    case 'room-message-updated':
    case 'user-status-changed':
      return applyChatEvent(client, viewerId, event);
    case 'lesson-booked':
    case 'lesson-rebooked':
    case 'lesson-canceled':
      void client.invalidateQueries({ queryKey: lessonKeys.all });
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      return;
    case 'payment-status':
      void client.invalidateQueries({ queryKey: transactionKeys.one(event.transactionId) });
      void client.invalidateQueries({ queryKey: transactionKeys.lists });
      return;
    case 'signed-out':
      signInsEnded(event.signInIds, event.reason);
      void client.invalidateQueries({ queryKey: signInKeys.all });
      return;
    case 'notification-created':
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      // a proposed time, or its answer, shows on the lesson page at once
      if (event.kind === 'lesson-proposed' || event.kind.startsWith('proposal-'))
        void client.invalidateQueries({ queryKey: lessonKeys.all });
      return;
    case 'invoice-updated':
      void client.invalidateQueries({ queryKey: invoiceKeys.all });
      return;
    default:
      return;
  }
}
