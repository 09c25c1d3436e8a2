import { useMutation, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '../../../lib/api';
import { lessonKeys } from '../../../lib/resources/lesson';
import { invalidateStats } from '../../../lib/resources/stats';

/** `DELETE /lesson/{id}`: an admin cancels a lesson that has not ended; both members are told. */
export function useAdminCancelLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => typedApi.delete('/lesson/:id', { params: { id } }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: lessonKeys.all }), invalidateStats(client)]),
  });
}
