import type { InterviewView } from '@kalam/core/api';
import type { schemas } from '@kalam/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type BookInterviewInput = z.infer<typeof schemas.interview.create>;

/** An applicant books one of a tutor manager's free times; the times and the applicant's interviews are then refetched. */
export function useBookInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BookInterviewInput) => api.post<InterviewView>('/interview', input),
    onSettled: () => client.invalidateQueries({ queryKey: ['interviews'] }),
  });
}
