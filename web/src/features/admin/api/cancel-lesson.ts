import type { LessonView } from '@kalam/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `DELETE /lesson/{id}`: an admin cancels a lesson that has not ended; both members are told. */
export function useAdminCancelLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<LessonView>(`/lesson/${id}`),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'lessons'] }),
        client.invalidateQueries({ queryKey: ['admin', 'stats'] }),
        client.invalidateQueries({ queryKey: ['lessons'] }),
      ]),
  });
}
