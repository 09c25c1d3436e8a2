import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/**
 * The tutor queries. Whatever describes one tutor (profile, and the numbers in ./stats) sits under `all`, so one
 * invalidation after a rating change refreshes every copy a screen shows; the lists sit apart under `lists`.
 */
export const tutorKeys = {
  all: ['tutor'] as const,
  infos: ['tutor', 'info'] as const,
  info: (id: number) => ['tutor', 'info', id] as const,
  lists: ['tutors'] as const,
  list: <P extends object>(params: P) => ['tutors', 'onboarded', params] as const,
};

/** A tutor's public profile (`GET /user/tutor/info/{id}`); only onboarded tutors have one (others: `tutor-not-found`). */
export const tutorInfoQuery = (id: number) =>
  queryOptions({ queryKey: tutorKeys.info(id), queryFn: () => api.get('/user/tutor/info/:id', { params: { id } }) });

/**
 * `expectMissing`: no retry where a tutor may well not be onboarded (the admin's view of any tutor). A refusal already
 * in the cache (the server's not-found page) stays on screen at mount instead of a skeleton while asking again.
 */
export const useTutorInfo = (id: number, { enabled = true, expectMissing = false } = {}) =>
  useQuery({ ...tutorInfoQuery(id), enabled: enabled && id > 0, retryOnMount: false, ...(expectMissing && { retry: false }) });

/** A tutor's id from the address (`/t/:id`): decimal digits of a safe positive integer (one address per tutor), else 0. */
export function tutorIdOf(param: string | undefined): number {
  const id = /^[1-9]\d*$/.test(param ?? '') ? Number(param) : 0;
  return Number.isSafeInteger(id) ? id : 0;
}
