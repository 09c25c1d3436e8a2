import { useSyncExternalStore } from 'react';

// Who is typing in which room; a typing signal lapses after five seconds without news.
export const TYPING_LAPSE_MS = 5_000;

const typing = new Map<number, Map<number, ReturnType<typeof setTimeout>>>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const typingStore = {
  set(roomId: number, userId: number, on: boolean) {
    const room = typing.get(roomId) ?? new Map<number, ReturnType<typeof setTimeout>>();
    const timer = room.get(userId);
    if (timer) clearTimeout(timer);
    if (!on && !timer) return;
    if (on)
      room.set(
        userId,
        setTimeout(() => typingStore.set(roomId, userId, false), TYPING_LAPSE_MS),
      );
    else room.delete(userId);
    typing.set(roomId, room);
    emit();
  },
  users: (roomId: number): number[] => [...(typing.get(roomId)?.keys() ?? [])],
  clear() {
    for (const room of typing.values()) room.forEach((timer) => clearTimeout(timer));
    typing.clear();
    emit();
  },
};

/** Whether anyone other than the viewer is typing in the room. */
export function useTyping(roomId: number): boolean {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => (typing.get(roomId)?.size ?? 0) > 0,
  );
}
