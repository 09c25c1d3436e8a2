import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { availabilityKeys } from '../../../lib/resources/availability';
import { lessonKeys } from '../../../lib/resources/lesson';

/** `POST /lesson/{id}/proposal`: the tutor proposes another of their free times; it replaces an open proposal. */
export function useProposeTime(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { start: number; message?: string }) => api.post('/lesson/:id/proposal', { params: { id: lessonId }, body }),
    onSuccess: (proposal) => client.setQueryData(lessonKeys.proposal(lessonId), { proposal }),
    // a refused time leaves the grid
    onError: () => client.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
