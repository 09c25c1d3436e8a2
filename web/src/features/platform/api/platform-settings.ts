import { API_PATHS, type CacheFlushed, type PlatformSettingsView } from '@kalam/core/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type PlatformSettingsChange = Partial<PlatformSettingsView>;

/** `GET /platform-settings`: the settings in effect, money in piasters. */
export function usePlatformSettings(enabled = true) {
  return useQuery({
    queryKey: ['platform-settings'],
    queryFn: () => api.get<PlatformSettingsView>(API_PATHS.platformSettings.root),
    enabled,
  });
}

/** `PUT /platform-settings` with only the settings that changed. */
export function useUpdatePlatformSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PlatformSettingsChange) => api.put<PlatformSettingsView>(API_PATHS.platformSettings.root, change),
    onSuccess: (settings) => client.setQueryData(['platform-settings'], settings),
  });
}

/** `DELETE /cache/flush`: every cached tutor answer goes stale; this app's tutor lists reload too. */
export function useFlushCache() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<CacheFlushed>(API_PATHS.cache.flush),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['tutors'] }), client.invalidateQueries({ queryKey: ['tutor'] })]),
  });
}
