import type { AckCode, ChatMessageView } from '@kalam/core';
import { useCallback, useMemo, useState } from 'react';
import { toMessageHtml } from '../../../lib/message-text';
import { useSessionHistory } from '../api/session-history';
import type { SessionRoom } from './use-session-room';

export interface SessionMessage extends ChatMessageView {
  /** a message of ours not stored yet, or refused */
  status?: 'pending' | 'failed';
  failure?: AckCode | 'timeout';
}

let temporaryId = 0;

/** Adds a message, or puts the stored one in place of the optimistic copy with the same ref (ack and event may race). */
function upsert(list: SessionMessage[], message: SessionMessage): SessionMessage[] {
  const at = list.findIndex((m) => m.id === message.id || (message.refId !== null && m.refId === message.refId));
  if (at < 0) return [...list, message];
  const next = list.slice();
  next[at] = message;
  return next;
}

/**
 * The in-session chat: earlier messages of this lesson, then live ones from `session-message` events; ours show at
 * once and are replaced by the stored message the ack carries.
 */
export function useSessionChat(send: SessionRoom['send'], viewerId: number, roomId: number | null, since: number, enabled: boolean) {
  const [live, setLive] = useState<SessionMessage[]>([]);
  const history = useSessionHistory(roomId, since, enabled);

  const messages = useMemo((): SessionMessage[] => {
    const earlier = (history.data ?? []).filter((h) => !live.some((m) => m.id === h.id));
    return [...earlier, ...live].sort((a, b) => a.createdAt - b.createdAt);
  }, [history.data, live]);

  const patch = useCallback(
    (ref: string, change: Partial<SessionMessage>) => setLive((list) => list.map((m) => (m.refId === ref ? { ...m, ...change } : m))),
    [],
  );

  const deliver = useCallback(
    async (html: string, ref: string) => {
      try {
        const ack = await send({ type: 'SendSessionMessage', ref, text: html });
        const message = ack.code === 'ok' ? ack.message : undefined;
        if (message) setLive((list) => upsert(list, message));
        else patch(ref, { status: 'failed', failure: ack.code });
      } catch {
        patch(ref, { status: 'failed', failure: 'timeout' });
      }
    },
    [patch, send],
  );

  const write = useCallback(
    (text: string) => {
      const ref = crypto.randomUUID();
      const html = toMessageHtml(text);
      setLive((list) => [
        ...list,
        {
          id: -++temporaryId,
          roomId: roomId ?? 0,
          senderId: viewerId,
          text: html,
          refId: ref,
          createdAt: Date.now(),
          editedAt: null,
          deletedAt: null,
          status: 'pending',
        },
      ]);
      void deliver(html, ref);
    },
    [deliver, roomId, viewerId],
  );

  /** The same ref again, so a message stored before its ack was lost is not stored twice. */
  const retry = useCallback(
    (message: SessionMessage) => {
      if (!message.refId) return;
      patch(message.refId, { status: 'pending', failure: undefined });
      void deliver(message.text, message.refId);
    },
    [deliver, patch],
  );

  const receive = useCallback((message: ChatMessageView) => setLive((list) => upsert(list, message)), []);

  return { messages, send: write, retry, receive };
}

export type SessionChat = ReturnType<typeof useSessionChat>;
