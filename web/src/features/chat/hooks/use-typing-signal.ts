import { useCallback, useEffect, useRef } from 'react';
import { useSocket } from '../../../lib/socket';
import '../i18n';

export const TYPING_THROTTLE_MS = 2_000;
export const TYPING_IDLE_MS = 3_000;

/** Tells the other member that the viewer is typing: at most every two seconds, and "stopped" after three idle seconds or a send. */
export function useTypingSignal(roomId: number) {
  const { send } = useSocket();
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const signal = useCallback((typing: boolean) => void send({ type: 'UserTyping', roomId, typing }).catch(() => undefined), [roomId, send]);

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    idle.current = undefined;
    if (!lastSent.current) return;
    lastSent.current = 0;
    signal(false);
  }, [signal]);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current >= TYPING_THROTTLE_MS) {
      lastSent.current = now;
      signal(true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [signal, stop]);

  useEffect(() => stop, [stop]);
  return { typed, stop };
}
