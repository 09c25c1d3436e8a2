import { API_PATHS, type Paged, type UncontactedTutor } from '@kalam/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /user/tutor/list/uncontacted`: applicants no tutor manager or admin has reached yet, oldest first. */
export function useUncontactedTutors(page: number, size: number, enabled = true) {
  return useQuery({
    queryKey: ['uncontacted-tutors', page, size],
    queryFn: () => api.get<Paged<UncontactedTutor>>(API_PATHS.user.tutorsUncontacted, { query: { page, size } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
