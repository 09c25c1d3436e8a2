import { InterviewStatus } from '@kalam/core/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../../lib/api';

/** Interviews and the times to book one; booking, updating or cancelling one invalidates `all`. */
export const interviewKeys = {
  all: ['interviews'] as const,
  list: (filters: InterviewFilters) => ['interviews', 'list', filters] as const,
  choices: ['interviews', 'choices'] as const,
};

/** `status`: none for every status */
export type InterviewFilters = QueryOf<'GET /interview/list'> & { page: number; size: number };

/** Interviews, latest start first: one's own (as applicant or interviewer), or everyone's for admins. */
export const interviewsQuery = (filters: InterviewFilters) =>
  queryOptions({
    queryKey: interviewKeys.list(filters),
    queryFn: () => api.get('/interview/list', { query: { ...filters } }),
  });

export const useInterviews = (filters: InterviewFilters, enabled = true) =>
  useQuery({ ...interviewsQuery(filters), placeholderData: keepPreviousData, enabled });

/**
 * The applicant's live interview: the latest that was not cancelled (booked, or decided), else the latest cancelled
 * one, so a re-booked earlier time never hides behind the cancelled later one. Null when there is none yet.
 */
export function useLatestInterview(enabled = true) {
  const query = useInterviews({ page: 1, size: 20 }, enabled);
  const list = query.data?.list;
  return { ...query, interview: list ? (list.find((i) => i.status !== InterviewStatus.Canceled) ?? list[0] ?? null) : undefined };
}
