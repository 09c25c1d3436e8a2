import type { ChatMessageView, ChatRoomView, Paged, ServerEvent } from '@kalam/core';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LocalMessage } from '../../../lib/outgoing-messages';

// The chat caches, kept current by socket events and acks instead of refetching.

export type MessagePages = InfiniteData<Paged<LocalMessage>, number>;

export const chatKeys = {
  all: ['chat'] as const,
  roomLists: ['chat', 'rooms'] as const,
  rooms: (userId: number, params: { search: string; size: number }) => ['chat', 'rooms', userId, params] as const,
  /** every room held on its own (a conversation's) */
  singleRooms: ['chat', 'room'] as const,
  room: (roomId: number) => ['chat', 'room', roomId] as const,
  /** the viewer's room with another user, or null */
  with: (otherId: number) => ['chat', 'with', otherId] as const,
  /** the person a first message goes to: name and photo for the composer's header */
  person: (userId: number) => ['chat', 'person', userId] as const,
  messages: (roomId: number) => ['chat', 'messages', roomId] as const,
  /** how many messages wait unread across the viewer's rooms (the navigation's count) */
  unread: ['chat', 'unread'] as const,
};

type ChatEvent = Extract<
  ServerEvent,
  { type: 'room-message-created' | 'room-message-updated' | 'room-message-deleted' | 'room-message-read' | 'user-status-changed' }
>;

let viewing: number | null = null;
/** The room open on screen: its new messages are read at once, so they do not count as unread. */
export const setViewingRoom = (roomId: number | null) => void (viewing = roomId);
const isViewing = (roomId: number) => viewing === roomId && (typeof document === 'undefined' || document.visibilityState !== 'hidden');

/** Pinned first, then the latest activity. */
export function sortRooms(rooms: ChatRoomView[]): ChatRoomView[] {
  const at = (r: ChatRoomView) => r.latest?.createdAt ?? 0;
  return [...rooms].sort((a, b) => Number(b.pinned) - Number(a.pinned) || at(b) - at(a) || b.id - a.id);
}

/** Changes one room wherever it is cached; lists that do not hold it are fetched again when `missing` says so. */
export function patchRoom(
  client: QueryClient,
  roomId: number,
  patch: (room: ChatRoomView) => ChatRoomView,
  missing: 'ignore' | 'refetch' = 'ignore',
) {
  for (const [key, data] of client.getQueriesData<Paged<ChatRoomView>>({ queryKey: chatKeys.roomLists })) {
    if (!data) continue;
    if (!data.list.some((r) => r.id === roomId)) {
      if (missing === 'refetch') void client.invalidateQueries({ queryKey: key as QueryKey, exact: true });
      continue;
    }
    client.setQueryData<Paged<ChatRoomView>>(key, { ...data, list: sortRooms(data.list.map((r) => (r.id === roomId ? patch(r) : r))) });
  }
  client.setQueryData<ChatRoomView>(chatKeys.room(roomId), (room) => (room ? patch(room) : room));
}

/** A room as the server answered it (pin, mute, new room), put in every cache that holds it. */
export function putRoom(client: QueryClient, room: ChatRoomView) {
  patchRoom(client, room.id, () => room);
  client.setQueryData(chatKeys.room(room.id), room);
}

/** The room from any cache, for a conversation opened before its list arrives. */
export function findCachedRoom(client: QueryClient, roomId: number): ChatRoomView | undefined {
  const own = client.getQueryData<ChatRoomView>(chatKeys.room(roomId));
  if (own) return own;
  for (const [, data] of client.getQueriesData<Paged<ChatRoomView>>({ queryKey: chatKeys.roomLists })) {
    const found = data?.list.find((r) => r.id === roomId);
    if (found) return found;
  }
  return undefined;
}

function patchMessages(client: QueryClient, roomId: number, change: (pages: MessagePages) => MessagePages) {
  client.setQueryData<MessagePages>(chatKeys.messages(roomId), (data) => (data ? change(data) : data));
}

const mapMessages = (data: MessagePages, fn: (m: LocalMessage) => LocalMessage): MessagePages => ({
  ...data,
  pages: data.pages.map((p) => ({ ...p, list: p.list.map(fn) })),
});

/** Adds a message as the newest; every page's total grows so "load earlier" still knows what is left. */
function prepend(data: MessagePages, message: LocalMessage): MessagePages {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return {
    ...data,
    pages: [{ list: [message, ...first.list], total: first.total + 1 }, ...rest.map((p) => ({ ...p, total: p.total + 1 }))],
  };
}

/** A stored message: replaces the same id, or the local copy sent with its ref, else becomes the newest. */
export function upsertMessage(client: QueryClient, message: ChatMessageView) {
  patchMessages(client, message.roomId, (data) => {
    const all = data.pages.flatMap((p) => p.list);
    const same = all.some((m) => m.id === message.id);
    const local = !same && message.refId !== null && all.some((m) => m.status && m.refId === message.refId);
    if (!same && !local) return prepend(data, message);
    return mapMessages(data, (m) => (m.id === message.id || (local && m.status && m.refId === message.refId) ? message : m));
  });
}

export const addLocalMessage = (client: QueryClient, message: LocalMessage) =>
  patchMessages(client, message.roomId, (data) => prepend(data, message));

export function patchLocalMessage(client: QueryClient, roomId: number, ref: string, patch: Partial<LocalMessage>) {
  patchMessages(client, roomId, (data) => mapMessages(data, (m) => (m.status && m.refId === ref ? { ...m, ...patch } : m)));
}

function patchMessage(client: QueryClient, roomId: number, messageId: number, patch: (m: ChatMessageView) => ChatMessageView) {
  patchMessages(client, roomId, (data) => mapMessages(data, (m) => (m.id === messageId ? { ...m, ...patch(m) } : m)));
  patchRoom(client, roomId, (r) => (r.latest?.id === messageId ? { ...r, latest: patch(r.latest) } : r));
}

export const markDeleted = (client: QueryClient, roomId: number, messageId: number) =>
  patchMessage(client, roomId, messageId, (m) => ({ ...m, text: '', deletedAt: m.deletedAt ?? Date.now() }));

/** A new message: into its conversation and its room's preview, unread count and place in the list. */
export function messageCreated(client: QueryClient, viewerId: number, message: ChatMessageView) {
  upsertMessage(client, message);
  const counts = message.senderId !== viewerId && !isViewing(message.roomId);
  patchRoom(
    client,
    message.roomId,
    (r) => {
      if (r.latest && r.latest.id >= message.id) return r;
      return { ...r, latest: message, unread: counts ? r.unread + 1 : r.unread };
    },
    'refetch',
  );
}

export const markRoomRead = (client: QueryClient, roomId: number) => patchRoom(client, roomId, (r) => (r.unread ? { ...r, unread: 0 } : r));

export function applyChatEvent(client: QueryClient, viewerId: number, event: ChatEvent) {
  switch (event.type) {
    case 'room-message-created':
      return messageCreated(client, viewerId, event.message);
    case 'room-message-updated':
      return patchMessage(client, event.message.roomId, event.message.id, () => event.message);
    case 'room-message-deleted':
      return markDeleted(client, event.roomId, event.messageId);
    case 'room-message-read':
      if (event.userId === viewerId) return markRoomRead(client, event.roomId);
      return patchRoom(client, event.roomId, (r) => ({ ...r, readByCounterpart: Math.max(r.readByCounterpart ?? 0, event.messageId) }));
    case 'user-status-changed': {
      const online = (m: ChatRoomView['counterpart']) => (m.id === event.userId ? { ...m, online: event.online } : m);
      for (const [key, data] of client.getQueriesData<Paged<ChatRoomView>>({ queryKey: chatKeys.roomLists })) {
        if (data?.list.some((r) => r.counterpart.id === event.userId)) {
          client.setQueryData(key, {
            ...data,
            list: data.list.map((r) => ({ ...r, counterpart: online(r.counterpart), members: r.members.map(online) })),
          });
        }
      }
      for (const [key, room] of client.getQueriesData<ChatRoomView>({ queryKey: chatKeys.singleRooms })) {
        if (room?.counterpart.id === event.userId)
          client.setQueryData(key, { ...room, counterpart: online(room.counterpart), members: room.members.map(online) });
      }
      return;
    }
  }
}

/** After a reconnect: whatever arrived meanwhile is fetched once. */
export const refreshChat = (client: QueryClient) => void client.invalidateQueries({ queryKey: chatKeys.all });

/** Messages newest first without duplicates (pages shift while new messages arrive). */
export function flattenMessages(data: { pages: Paged<LocalMessage>[] } | undefined): LocalMessage[] {
  const seen = new Set<number>();
  const out: LocalMessage[] = [];
  for (const m of data?.pages.flatMap((p) => p.list) ?? []) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    out.push(m);
  }
  return out;
}
