import type { NotificationChannel, NotificationEvent } from '@kalam/core/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const preferenceKeys = { all: ['notification-preferences'] as const };

export const preferencesQuery = queryOptions({
  queryKey: preferenceKeys.all,
  queryFn: () => api.get('/notification/preferences'),
});

export const usePreferences = () => useQuery(preferencesQuery);

/** One cell of the grid on or off; the answer is the whole grid as saved. */
export function useSetPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { event: NotificationEvent; channel: NotificationChannel; enabled: boolean }) =>
      api.put('/notification/preferences', { body: { changes: [change] } }),
    onSuccess: (prefs) => client.setQueryData(preferencesQuery.queryKey, prefs),
  });
}
