import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKeys } from './get-session';

const HISTORY_SIZE = 50;

/** Messages already written in this lesson (since its join window opened), for a member who joins or reloads late. */
export function useSessionHistory(roomId: number | null, since: number, enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.history(roomId ?? 0, since),
    queryFn: async () => {
      const page = await api.get('/chat/list/:roomId/messages', {
        params: { roomId },
        query: { page: 1, size: HISTORY_SIZE },
      });
      return page.list.filter((m) => m.createdAt >= since && m.deletedAt === null);
    },
    enabled: enabled && Boolean(roomId),
    staleTime: Infinity,
    retry: false,
  });
}
