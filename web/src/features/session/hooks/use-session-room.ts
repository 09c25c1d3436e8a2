import type { SessionAck, SessionRoomEvent } from '@kalam/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session';
import type { SocketState } from '../../../lib/socket';
import { type SessionActionInput, SessionConnection } from '../lib/session-socket';
import { useSessionDeps } from './session-deps';

export interface SessionRoomHandlers {
  event(event: SessionRoomEvent): void;
  /** the socket is back after a drop */
  reopened(): void;
}

/** The socket to the lesson's session room while `enabled`; a new token opens another. */
export function useSessionRoom(sessionId: string, enabled: boolean, handlers: SessionRoomHandlers) {
  const { connect } = useSessionDeps();
  const { token } = useSession();
  const [state, setState] = useState<SocketState>('closed');
  const connection = useRef<SessionConnection | null>(null);
  const heard = useRef(Date.now());
  const on = useRef(handlers);
  on.current = handlers;

  useEffect(() => {
    if (!enabled || !token) return;
    setState('connecting');
    const next = new SessionConnection(
      connect,
      { sessionId, token },
      {
        state: setState,
        event: (event) => on.current.event(event),
        heard: () => void (heard.current = Date.now()),
        reopened: () => on.current.reopened(),
      },
    );
    connection.current = next;
    return () => {
      next.close();
      connection.current = null;
      setState('closed');
    };
  }, [connect, enabled, sessionId, token]);

  const send = useCallback(
    (action: SessionActionInput): Promise<SessionAck> => connection.current?.send(action) ?? Promise.reject(new Error('not-connected')),
    [],
  );
  const post = useCallback((action: SessionActionInput) => connection.current?.post(action), []);
  /** when the room was last heard from: pongs, acks and events all count */
  const heardAt = useCallback(() => heard.current, []);
  return { state, send, post, heardAt };
}

export type SessionRoom = ReturnType<typeof useSessionRoom>;
