import type { ChatMessageView } from '@kalam/core';
import { useCallback, useMemo, useState } from 'react';
import { type LocalMessage as SessionMessage, useOutgoingMessages } from '../../../lib/outgoing-messages';
import { useSessionHistory } from '../api/session-history';
import type { SessionRoom } from './use-session-room';

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

  const receive = useCallback((message: ChatMessageView) => setLive((list) => upsert(list, message)), []);
  const { sendMessage, retry } = useOutgoingMessages(roomId ?? 0, viewerId, {
    send: useCallback((text: string, ref: string) => send({ type: 'SendSessionMessage', ref, text }), [send]),
    add: useCallback((message: SessionMessage) => setLive((list) => [...list, message]), []),
    stored: receive,
    patch,
  });

  return { messages, send: sendMessage, retry, receive };
}

export type SessionChat = ReturnType<typeof useSessionChat>;
