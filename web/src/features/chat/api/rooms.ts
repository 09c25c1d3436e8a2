import type { ChatRoomView, Paged } from '@kalam/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { chatKeys, findCachedRoom, patchRoom, putRoom, sortRooms } from '../lib/cache';

/** The viewer's rooms; `conversations` leaves out those nobody has written in yet (a booking opens one before). */
export const fetchRooms = (
  userId: number,
  { search, size, conversations = false }: { search: string; size: number; conversations?: boolean },
) =>
  api.get('/chat/list/rooms/:userId', {
    params: { userId },
    query: { page: 1, size, search, ...(conversations && { withMessages: true }) },
  });

const pinnedFirst = (page: Paged<ChatRoomView>) => ({ ...page, list: sortRooms(page.list) });

/** The viewer's conversations (rooms with a message), pinned first then the latest; events keep them current. */
export function useRooms(userId: number, search: string, size: number) {
  return useQuery({
    queryKey: chatKeys.rooms(userId, { search, size }),
    queryFn: () => fetchRooms(userId, { search, size, conversations: true }),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
    select: pinnedFirst,
  });
}

/** One room for its conversation: from a cached list when there, else looked up in the viewer's rooms. */
export function useRoom(userId: number, roomId: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKeys.room(roomId),
    queryFn: async () => {
      const found = (await fetchRooms(userId, { search: '', size: 100 })).list.find((r) => r.id === roomId);
      if (!found) throw new ApiError('room-not-found', 404);
      return found;
    },
    initialData: () => findCachedRoom(client, roomId),
    enabled: roomId > 0 && userId > 0,
    staleTime: Infinity,
  });
}

/** The viewer's room with another user, or null when they have never talked. */
export function useRoomWith(userId: number, otherId: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKeys.with(otherId),
    queryFn: async () => {
      const room = await api.get('/chat/room/by/members', { query: { members: [userId, otherId] } });
      if (room) putRoom(client, room);
      return room;
    },
    enabled: otherId > 0 && userId > 0,
    retry: false,
    gcTime: 0,
  });
}

/** Pin or mute: shown at once, put back if the server refuses. */
export function useUpdateRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, ...settings }: { roomId: number; pinned?: boolean; muted?: boolean }) =>
      api.put('/chat/room/:roomId', { params: { roomId }, body: settings }),
    onMutate: ({ roomId, ...settings }) => {
      const before = findCachedRoom(client, roomId);
      patchRoom(client, roomId, (r) => ({ ...r, ...settings }));
      return { before };
    },
    onSuccess: (room) => putRoom(client, room),
    // a muted room's messages leave the navigation's count
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.unread }),
    onError: (_error, { roomId }, context) => {
      const before = context?.before;
      if (before) patchRoom(client, roomId, (r) => ({ ...r, pinned: before.pinned, muted: before.muted }));
    },
  });
}
