import type { PlatformSettingsView } from '@kalam/core/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { tutorKeys } from '../../../lib/resources/tutor';

export type PlatformSettingsChange = Partial<PlatformSettingsView>;

export const platformSettingsKeys = { all: ['platform-settings'] as const };

/** `GET /platform-settings`: the settings in effect, money in piasters. */
export const platformSettingsQuery = () =>
  queryOptions({ queryKey: platformSettingsKeys.all, queryFn: () => api.get('/platform-settings') });

export const usePlatformSettings = (enabled = true) => useQuery({ ...platformSettingsQuery(), enabled });

/** `PUT /platform-settings` with only the settings that changed. */
export function useUpdatePlatformSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PlatformSettingsChange) => api.put('/platform-settings', { body: change }),
    onSuccess: (settings) => client.setQueryData(platformSettingsKeys.all, settings),
  });
}

/** `DELETE /cache/flush`: every cached tutor answer goes stale; this app's tutor lists reload too. */
export function useFlushCache() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/cache/flush'),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: tutorKeys.lists }), client.invalidateQueries({ queryKey: tutorKeys.infos })]),
  });
}
