import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const sessionKeys = {
  view: (sessionId: string) => ['session', sessionId] as const,
  history: (roomId: number, since: number) => ['session', 'history', roomId, since] as const,
};

/**
 * `GET /session/{id}`: the window, who is in the call now and the pair's chat room. The page works without it (the
 * lesson says when it runs), so a failure only leaves those out.
 */
export function useSessionView(sessionId: string) {
  return useQuery({
    queryKey: sessionKeys.view(sessionId),
    queryFn: () => api.get('/session/:id', { params: { id: sessionId } }),
    enabled: sessionId !== '',
    retry: false,
    staleTime: 30_000,
  });
}
