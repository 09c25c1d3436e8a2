import type { AckCode, ChatMessageView } from '@kalam/core';
import { useCallback } from 'react';
import { toMessageHtml } from './message-text';

// Sending a chat message, shown at once and settled by its ack: one way for /chat and the lesson page's chat.

/** A message as a screen holds it: stored, or sent from here and waiting for (or refused by) its ack. */
export interface LocalMessage extends ChatMessageView {
  status?: 'pending' | 'failed';
  failure?: AckCode | 'timeout';
}

/** Where a screen keeps its messages, and how its room is asked to store one; each function stable across renders. */
export interface Outbox {
  /** resolves to the room's ack (with the stored message once stored), rejects when no ack came */
  send: (html: string, ref: string) => Promise<{ code: AckCode; message?: ChatMessageView }>;
  add: (message: LocalMessage) => void;
  /** the stored message, in place of the optimistic copy with the same ref */
  stored: (message: ChatMessageView) => void;
  patch: (ref: string, change: Partial<LocalMessage>) => void;
}

let temporaryId = 0;

/** `send` shows the message at once with a temporary id; `retry` sends a refused one again. */
export function useOutgoingMessages(roomId: number, viewerId: number, { send, add, stored, patch }: Outbox) {
  const deliver = useCallback(
    async (html: string, ref: string) => {
      const ack = await send(html, ref).then(
        (a) => a,
        () => null,
      );
      if (ack?.code === 'ok' && ack.message) return stored(ack.message);
      if (ack?.code === 'ok') return patch(ref, { status: undefined });
      patch(ref, { status: 'failed', failure: ack?.code ?? 'timeout' });
    },
    [patch, send, stored],
  );

  const sendMessage = useCallback(
    (text: string) => {
      const ref = crypto.randomUUID();
      const html = toMessageHtml(text);
      add({
        id: -++temporaryId,
        roomId,
        senderId: viewerId,
        text: html,
        refId: ref,
        createdAt: Date.now(),
        editedAt: null,
        deletedAt: null,
        status: 'pending',
      });
      return deliver(html, ref);
    },
    [add, deliver, roomId, viewerId],
  );

  /** The same ref again, so a message stored before its ack was lost is not stored twice. */
  const retry = useCallback(
    (message: LocalMessage) => {
      if (!message.refId) return;
      patch(message.refId, { status: 'pending', failure: undefined });
      return deliver(message.text, message.refId);
    },
    [deliver, patch],
  );

  return { sendMessage, retry };
}
