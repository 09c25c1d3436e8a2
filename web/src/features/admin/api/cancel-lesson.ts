import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lessonKeys } from '../../../lib/resources/lesson';
import { invalidateStats } from '../../../lib/resources/stats';

/** `DELETE /lesson/{id}`: an admin cancels a lesson that has not ended; both members are told. */
export function useAdminCancelLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/lesson/:id', { params: { id } }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: lessonKeys.all }), invalidateStats(client)]),
  });
}
