import type { Ack, ClientAction, ServerEvent, ServerMessage } from '@kalam/core';
import { SOCKET } from '@kalam/core/constants';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { applyChatEvent, refreshChat } from '../features/chat/lib/cache';
import { typingStore } from '../features/chat/lib/typing';
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

export class AckTimeoutError extends Error {
  constructor(readonly ref: string) {
    super('ack-timeout');
  }
}

/** PartySocket loads only once someone is signed in, so it stays out of the first bundle. */
export const partySocketFactory: SocketFactory = async ({ userId, token }) => {
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

interface Pending {
  resolve: (ack: Ack) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** One connection: pairs acks with their actions and hands events to listeners. */
class InboxConnection {
  private socket: SocketLike | null = null;
  private queue: string[] = [];
  private pending = new Map<string, Pending>();
  private closed = false;
  private opened = false;

  constructor(
    factory: SocketFactory,
    options: { userId: number; token: string },
    private readonly on: { state: (state: SocketState) => void; event: (event: ServerEvent) => void; reconnect: () => void },
  ) {
    Promise.resolve()
      .then(() => factory(options))
      .then((socket) => {
        if (this.closed) return socket.close();
        this.socket = socket;
        socket.addEventListener('open', () => {
          this.on.state('open');
          if (this.opened) this.on.reconnect();
          this.opened = true;
        });
        socket.addEventListener('close', () => !this.closed && this.on.state('connecting'));
        socket.addEventListener('error', () => console.warn('[socket] connection error; retrying'));
        socket.addEventListener('message', (e) => this.receive(e.data));
        for (const data of this.queue.splice(0)) socket.send(data);
      })
      .catch((error: unknown) => console.warn('[socket] could not connect', error));
  }

  send(action: ActionInput): Promise<Ack> {
    const ref = action.ref ?? crypto.randomUUID();
    const data = JSON.stringify({ ...action, ref });
    return new Promise<Ack>((resolve, reject) => {
      const previous = this.pending.get(ref);
      if (previous) {
        clearTimeout(previous.timer);
        previous.reject(new AckTimeoutError(ref));
      }
      const entry: Pending = { resolve, reject, timer: setTimeout(() => {
        if (this.pending.get(ref) === entry) this.pending.delete(ref);
        reject(new AckTimeoutError(ref));
      }, SOCKET.connectionTimeoutMs) };
      this.pending.set(ref, entry);
      if (this.socket) this.socket.send(data);
      else this.queue.push(data);
    });
  }

  close() {
    this.closed = true;
    this.socket?.close(1000, 'signed out or new token');
    for (const [ref, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(new AckTimeoutError(ref));
    }
    this.pending.clear();
  }

  private receive(data: unknown) {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch {
      return console.warn('[socket] unreadable message');
    }
    if (message.type !== 'ack') return this.on.event(message);
    const p = this.pending.get(message.ref);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(message.ref);
    p.resolve(message);
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
    case 'invoice-updated':
    case 'invoice-deleted':
      void client.invalidateQueries({ queryKey: ['invoices'] });
      return;
    default:
      return;
  }
}

const closedApi: SocketApi = {
  state: 'closed',
  send: () => Promise.reject(new Error('not-connected')),
  subscribe: () => () => {},
};
const SocketContext = createContext<SocketApi>(closedApi);

/** The inbox socket of this tab; without a provider or a session, sends fail and nothing arrives. */
export const useSocket = () => useContext(SocketContext);

/** Opens the inbox socket while someone is signed in; a new user or token closes it and opens another. */
export function SocketProvider({ children, factory = partySocketFactory }: { children: ReactNode; factory?: SocketFactory }) {
  const client = useQueryClient();
  const { token } = useSession();
  const userId = token ? (tokenPayload(token)?.id ?? 0) : 0;
  const [state, setState] = useState<SocketState>('closed');
  const connection = useRef<InboxConnection | null>(null);
  const listeners = useRef(new Set<(event: ServerEvent) => void>());

  useEffect(() => {
    if (!token || !userId) return;
    setState('connecting');
    const next = new InboxConnection(factory, { userId, token }, {
      state: setState,
      event: (event) => {
        applyServerEvent(client, userId, event);
        listeners.current.forEach((l) => l(event));
      },
      // events missed while offline: the chat caches are fetched again, once
      reconnect: () => refreshChat(client),
    });
    connection.current = next;
    return () => {
      next.close();
      connection.current = null;
      setState('closed');
    };
  }, [client, factory, token, userId]);

  const send = useCallback((action: ActionInput) => connection.current?.send(action) ?? closedApi.send(action), []);
  const subscribe = useCallback((listener: (event: ServerEvent) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo<SocketApi>(() => ({ state, send, subscribe }), [state, send, subscribe]);
  return createElement(SocketContext.Provider, { value }, children);
}
