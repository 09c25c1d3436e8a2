import type { CurrentUser } from '@kalam/core/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { isExpired, updateSessionUser, useSession } from '../../../lib/session';

/** The current user is fetched only while a token exists and is unexpired. */
export function useCurrentUser() {
  const { token, user } = useSession();
  const query = useQuery({
    queryKey: ['user', 'current', token],
    queryFn: () => api.get<CurrentUser>('/user/current'),
    enabled: Boolean(token && !isExpired(token)),
    initialData: user ?? undefined,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data && JSON.stringify(query.data) !== JSON.stringify(user)) updateSessionUser(query.data);
  }, [query.data, user]);
  return token ? (query.data ?? user) : null;
}
