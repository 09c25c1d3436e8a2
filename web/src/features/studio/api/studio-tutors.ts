import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const studioKeys = {
  lists: ['studio', 'list'] as const,
  list: (filters: StudioFilters) => ['studio', 'list', filters] as const,
  one: (tutorId: number) => ['studio', 'one', tutorId] as const,
};

export interface StudioFilters {
  page: number;
  size: number;
  search?: string;
  /** true: only tutors without one; false: only tutors with one */
  missingImage?: boolean;
  missingVideo?: boolean;
}

/** A yes/no filter as the query string carries it; absent means no filter. */

/** `GET /user/tutor/all/for/studio`: tutors and applicants, newest first. */
export const studioTutorsQuery = (filters: StudioFilters) =>
  queryOptions({
    queryKey: studioKeys.list(filters),
    queryFn: () => api.get('/user/tutor/all/for/studio', { query: filters }),
  });

export const useStudioTutors = (filters: StudioFilters) => useQuery({ ...studioTutorsQuery(filters), placeholderData: keepPreviousData });

/** `GET /user/tutor/{tutorId}/for/studio`. */
export const studioTutorQuery = (tutorId: number) =>
  queryOptions({
    queryKey: studioKeys.one(tutorId),
    queryFn: () => api.get('/user/tutor/:tutorId/for/studio', { params: { tutorId } }),
  });

export const useStudioTutor = (tutorId: number) => useQuery({ ...studioTutorQuery(tutorId), enabled: tutorId > 0, retry: false });
