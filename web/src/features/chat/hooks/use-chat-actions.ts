import type { Ack, AckCode, ChatMessageView } from '@kalam/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type LocalMessage, useOutgoingMessages } from '../../../lib/outgoing-messages';
import { useSocket } from '../../../lib/socket';
import { addLocalMessage, markDeleted, markRoomRead, messageCreated, patchLocalMessage, upsertMessage } from '../lib/cache';
import { toMessageHtml } from '../lib/text';
import '../i18n';
import '../../../lib/live-errors';
import '../../../lib/error-messages';

export type Failure = AckCode | 'timeout';

/** A refusal in Arabic: the chat wording when it has one, else the shared acknowledgement text. */
export function useFailureText() {
  const { t } = useTranslation();
  return useCallback((code: Failure) => t([`chat.ack.${code}`, `errors.ack.${code}`]), [t]);
}

const settle = (ack: Promise<Ack>) =>
  ack.then(
    (a) => a,
    () => null,
  );

/** Sending, retrying, editing, deleting and reading messages over the inbox socket, with the caches updated as acks arrive. */
export function useChatActions(roomId: number, viewerId: number) {
  const client = useQueryClient();
  const socket = useSocket();
  const { sendMessage, retry } = useOutgoingMessages(roomId, viewerId, {
    send: useCallback((text: string, ref: string) => socket.send({ type: 'SendMessage', ref, roomId, text }), [roomId, socket]),
    add: useCallback((message: LocalMessage) => addLocalMessage(client, message), [client]),
    stored: useCallback((message: ChatMessageView) => messageCreated(client, viewerId, message), [client, viewerId]),
    patch: useCallback((ref: string, change: Partial<LocalMessage>) => patchLocalMessage(client, roomId, ref, change), [client, roomId]),
  });

  const editMessage = useCallback(
    async (messageId: number, text: string): Promise<Failure | null> => {
      const ack = await settle(socket.send({ type: 'UpdateMessage', messageId, text: toMessageHtml(text) }));
      if (ack?.code !== 'ok') return ack?.code ?? 'timeout';
      if (ack.message) upsertMessage(client, ack.message);
      return null;
    },
    [client, socket],
  );

  const deleteMessage = useCallback(
    async (messageId: number): Promise<Failure | null> => {
      const ack = await settle(socket.send({ type: 'DeleteMessage', messageId }));
      if (ack?.code !== 'ok') return ack?.code ?? 'timeout';
      markDeleted(client, roomId, messageId);
      return null;
    },
    [client, roomId, socket],
  );

  const markRead = useCallback(
    async (messageId: number) => {
      const ack = await settle(socket.send({ type: 'MarkMessageAsRead', roomId, messageId }));
      if (ack?.code === 'ok') markRoomRead(client, roomId);
      return ack?.code === 'ok';
    },
    [client, roomId, socket],
  );

  return { sendMessage, retry, editMessage, deleteMessage, markRead };
}
