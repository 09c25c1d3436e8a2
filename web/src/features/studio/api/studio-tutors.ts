import { API_PATHS, apiPath, type Paged, type StudioTutor } from '@kalam/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface StudioFilters {
  page: number;
  size: number;
  search?: string;
  /** true: only tutors without one; false: only tutors with one */
  missingImage?: boolean;
  missingVideo?: boolean;
}

/** `GET /user/tutor/all/for/studio`: tutors and applicants, newest first. */
export function useStudioTutors(filters: StudioFilters) {
  return useQuery({
    queryKey: ['studio', 'list', filters],
    queryFn: () => api.get<Paged<StudioTutor>>(API_PATHS.user.tutorsForStudio, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /user/tutor/{tutorId}/for/studio`. */
export function useStudioTutor(tutorId: number) {
  return useQuery({
    queryKey: ['studio', 'one', tutorId],
    queryFn: () => api.get<StudioTutor>(apiPath(API_PATHS.user.tutorForStudio, { tutorId })),
    enabled: tutorId > 0,
    retry: false,
  });
}
