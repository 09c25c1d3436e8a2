import type { Ack, AckCode } from '@kalam/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSocket } from '../../../lib/socket';
import {
  addLocalMessage,
  type LocalMessage,
  markDeleted,
  markRoomRead,
  messageCreated,
  patchLocalMessage,
  upsertMessage,
} from '../lib/cache';
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

let temporaryId = 0;
const settle = (ack: Promise<Ack>) =>
  ack.then(
    (a) => a,
    () => null,
  );

/** Sending, retrying, editing, deleting and reading messages over the inbox socket, with the caches updated as acks arrive. */
export function useChatActions(roomId: number, viewerId: number) {
  const client = useQueryClient();
  const socket = useSocket();

  const deliver = useCallback(
    async (html: string, ref: string) => {
      const ack = await settle(socket.send({ type: 'SendMessage', ref, roomId, text: html }));
      if (ack?.code === 'ok' && ack.message) return messageCreated(client, viewerId, ack.message);
      if (ack?.code === 'ok') return patchLocalMessage(client, roomId, ref, { status: undefined });
      patchLocalMessage(client, roomId, ref, { status: 'failed', failure: ack?.code ?? 'timeout' });
    },
    [client, roomId, socket, viewerId],
  );

  /** Shows the message at once with a temporary id; the ack's stored message replaces it. */
  const sendMessage = useCallback(
    (text: string) => {
      const ref = crypto.randomUUID();
      const html = toMessageHtml(text);
      const local: LocalMessage = {
        id: -++temporaryId,
        roomId,
        senderId: viewerId,
        text: html,
        refId: ref,
        createdAt: Date.now(),
        editedAt: null,
        deletedAt: null,
        status: 'pending',
      };
      addLocalMessage(client, local);
      return deliver(html, ref);
    },
    [client, deliver, roomId, viewerId],
  );

  /** The same ref again, so a message stored before its ack was lost is not stored twice. */
  const retry = useCallback(
    (message: LocalMessage) => {
      if (!message.refId) return;
      patchLocalMessage(client, roomId, message.refId, { status: 'pending', failure: undefined });
      return deliver(message.text, message.refId);
    },
    [client, deliver, roomId],
  );

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
