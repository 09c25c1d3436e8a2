import type { InterviewView, Paged } from '@kalam/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface InterviewFilters {
  page: number;
  size: number;
  /** an InterviewStatus; none for every status */
  status?: number;
}

/** Interviews, latest start first: one's own (as applicant or interviewer), or everyone's for admins. */
export function useInterviews(filters: InterviewFilters, enabled = true) {
  return useQuery({
    queryKey: ['interviews', 'list', filters],
    queryFn: () => api.get<Paged<InterviewView>>('/interview/list', { query: { ...filters } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The applicant's latest interview (null when there is none yet). */
export function useLatestInterview(enabled = true) {
  const query = useInterviews({ page: 1, size: 1 }, enabled);
  return { ...query, interview: query.data ? (query.data.list[0] ?? null) : undefined };
}
