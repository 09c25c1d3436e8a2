import type { Ack, ClientAction, ServerEvent } from '@kalam/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { InboxConnection, InboxEvents } from './inbox-connection';
import { tokenPayload, useSession } from './session';

// One socket per tab to the signed-in user's inbox room; actions are answered by acks, events update the caches.

/** What the provider needs of a socket: PartySocket in the app, a fake in tests. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: { data?: unknown }) => void): void;
}
export type SocketFactory = (options: { userId: number; token: string }) => SocketLike | Promise<SocketLike>;
export type SocketState = 'connecting' | 'open' | 'closed';

type WithoutRef<T> = T extends unknown ? Omit<T, 'ref'> : never;
/** An action as callers write it; `ref` is assigned unless given (optimistic messages choose theirs). */
export type ActionInput = WithoutRef<ClientAction> & { ref?: string };

export interface SocketApi {
  state: SocketState;
  send(action: ActionInput): Promise<Ack>;
  subscribe(listener: (event: ServerEvent) => void): () => void;
}

// The connection loads only once someone is signed in, like PartySocket.
const loadInbox = () => import('./inbox-connection');

const closedApi: SocketApi = {
  state: 'closed',
  send: () => Promise.reject(new Error('not-connected')),
  subscribe: () => () => {},
};
const SocketContext = createContext<SocketApi>(closedApi);

/** The inbox socket of this tab; without a provider or a session, sends fail and nothing arrives. */
export const useSocket = () => useContext(SocketContext);

/** Opens the inbox socket while someone is signed in; a new user or token closes it and opens another. */
export function SocketProvider({
  children,
  events,
  factory,
}: {
  children: ReactNode;
  events: () => Promise<InboxEvents>;
  /** PartySocket unless given */
  factory?: SocketFactory;
}) {
  const client = useQueryClient();
  const { token } = useSession();
  const userId = token ? (tokenPayload(token)?.id ?? 0) : 0;
  const [state, setState] = useState<SocketState>('closed');
  // the connection once open; before that, the promise of it (the module is loading)
  const connection = useRef<InboxConnection | Promise<InboxConnection | null> | null>(null);
  const listeners = useRef(new Set<(event: ServerEvent) => void>());

  useEffect(() => {
    if (!token || !userId) return;
    setState('connecting');
    let closed = false;
    const next = Promise.all([loadInbox(), events()]).then(([{ InboxConnection }, handlers]) =>
      closed
        ? null
        : (connection.current = new InboxConnection(
            { userId, token },
            client,
            handlers,
            { state: setState, listeners: listeners.current },
            factory,
          )),
    );
    connection.current = next;
    return () => {
      closed = true;
      const current = connection.current;
      connection.current = null;
      if (current instanceof Promise) void current.then((c) => c?.close());
      else current?.close();
      setState('closed');
    };
  }, [client, events, factory, token, userId]);

  const send = useCallback((action: ActionInput) => {
    const current = connection.current;
    if (current instanceof Promise) return current.then((c) => c?.send(action) ?? closedApi.send(action));
    return current?.send(action) ?? closedApi.send(action);
  }, []);
  const subscribe = useCallback((listener: (event: ServerEvent) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo<SocketApi>(() => ({ state, send, subscribe }), [state, send, subscribe]);
  return createElement(SocketContext.Provider, { value }, children);
}
