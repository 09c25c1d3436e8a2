import type { schemas } from '@kalam/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { interviewKeys } from './list-interviews';

export type BookInterviewInput = z.infer<typeof schemas.interview.create>;

/**
 * An applicant books one of a tutor manager's free times; the times and the applicant's interviews are then refetched.
 * The refetch is not awaited: the new interview in the list replaces the booking step, and the caller's own callbacks
 * (which move on to the result) would be dropped if the step unmounted before they ran.
 */
export function useBookInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BookInterviewInput) => api.post('/interview', { body: input }),
    onSettled: () => void client.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
