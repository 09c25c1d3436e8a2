import type { ChannelTopic, ServerEvent } from '@kalam/core';
import { SOCKET } from '@kalam/core/constants';
import { useEffect, useRef } from 'react';
import { useSession } from './session';

/**
 * Joins a role channel (admin invoices, tutors cache, server stats) while the screen is open; the server checks the
 * role before the socket opens. Events go to `onEvent`; a refused or lost socket only logs.
 */
export function useChannel(topic: ChannelTopic, onEvent: (event: ServerEvent) => void, enabled = true) {
  const { token } = useSession();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!token || !enabled) return;
    let socket: { close(): void } | null = null;
    let closed = false;
    void import('partysocket').then(({ PartySocket }) => {
      if (closed) return;
      const s = new PartySocket({
        host: window.location.host,
        protocol: window.location.protocol === 'https:' ? 'wss' : 'ws',
        party: 'channel',
        room: topic,
        query: { token },
        minReconnectionDelay: SOCKET.minReconnectDelayMs,
        maxReconnectionDelay: SOCKET.maxReconnectDelayMs,
        connectionTimeout: SOCKET.connectionTimeoutMs,
      });
      s.addEventListener('message', (e: MessageEvent) => {
        try {
          handler.current(JSON.parse(String(e.data)) as ServerEvent);
        } catch {
          console.warn(`channel ${topic}: unreadable message`);
        }
      });
      s.addEventListener('error', () => console.warn(`channel ${topic}: connection error`));
      socket = s;
    });
    return () => {
      closed = true;
      socket?.close();
    };
  }, [topic, token, enabled]);
}
