import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const uncontactedKeys = {
  page: (page: number, size: number) => ['uncontacted-tutors', page, size] as const,
};

/** `GET /user/tutor/list/uncontacted`: applicants no tutor manager or admin has reached yet, oldest first. */
export const uncontactedTutorsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: uncontactedKeys.page(page, size),
    queryFn: () => api.get('/user/tutor/list/uncontacted', { query: { page, size } }),
  });

export const useUncontactedTutors = (page: number, size: number, enabled = true) =>
  useQuery({ ...uncontactedTutorsQuery(page, size), placeholderData: keepPreviousData, enabled });
