import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Interviews and the times to book one; booking, updating or cancelling one invalidates `all`. */
export const interviewKeys = {
  all: ['interviews'] as const,
  list: (filters: InterviewFilters) => ['interviews', 'list', filters] as const,
  choices: ['interviews', 'choices'] as const,
};

export interface InterviewFilters {
  page: number;
  size: number;
  /** an InterviewStatus; none for every status */
  status?: number;
}

/** Interviews, latest start first: one's own (as applicant or interviewer), or everyone's for admins. */
export const interviewsQuery = (filters: InterviewFilters) =>
  queryOptions({
    queryKey: interviewKeys.list(filters),
    queryFn: () => api.get('/interview/list', { query: { ...filters } }),
  });

export const useInterviews = (filters: InterviewFilters, enabled = true) =>
  useQuery({ ...interviewsQuery(filters), placeholderData: keepPreviousData, enabled });

/** The applicant's latest interview (null when there is none yet). */
export function useLatestInterview(enabled = true) {
  const query = useInterviews({ page: 1, size: 1 }, enabled);
  return { ...query, interview: query.data ? (query.data.list[0] ?? null) : undefined };
}
