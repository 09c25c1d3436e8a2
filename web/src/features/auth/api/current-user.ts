import type { CurrentUser } from '@kalam/core/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { userKeys } from '../../../lib/resources/user';
import { isExpired, updateSessionUser, useSession } from '../../../lib/session';

/**
 * The signed-in user. The session holds it (and updates from mutations); the server copy is fetched only while a
 * token exists and is unexpired, and each fresh fetch updates the session.
 */
export function useCurrentUser(): CurrentUser | null {
  const { token, user } = useSession();
  const query = useQuery({
    queryKey: userKeys.currentFor(token),
    queryFn: () => api.get('/user/current'),
    enabled: Boolean(token && !isExpired(token)),
    staleTime: 60_000,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new fetch, never a stale copy after a local update
  useEffect(() => {
    if (query.data) updateSessionUser(query.data);
  }, [query.dataUpdatedAt]);
  return token ? (user ?? query.data ?? null) : null;
}
