import type { schemas } from '@kalam/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { interviewKeys } from './list-interviews';

export type InterviewUpdate = z.infer<typeof schemas.interview.update>;

/** The interviewer or an admin records status, level, feedback and note, or signs; the applicant may only cancel. */
export function useUpdateInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: InterviewUpdate }) => api.put('/interview/:id', { params: { id }, body: change }),
    onSettled: () => client.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
