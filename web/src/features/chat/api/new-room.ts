import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys, putRoom } from '../lib/cache';

/** Starts a conversation with its first message; `room-exists` carries the room to open instead. */
export function useNewRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: number; message: string }) => api.post('/chat/new', { body }),
    onSuccess: ({ room }) => {
      putRoom(client, room);
      return client.invalidateQueries({ queryKey: chatKeys.roomLists });
    },
  });
}
