import type { InterviewerChoice } from '@kalam/core/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Tutor managers with their free 30-minute interview starts over the next two weeks. */
export function useInterviewerChoices(enabled = true) {
  return useQuery({
    queryKey: ['interviews', 'choices'],
    queryFn: () => api.get<InterviewerChoice[]>('/user/interviewer/select'),
    enabled,
  });
}
