import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ratingKeys } from '../../../lib/resources/rating';

/** Ratings a student gave (`rater`) or a tutor received (`ratee`), newest first. */
export const userRatingsQuery = (side: 'rater' | 'ratee', id: number, page: number, size: number) =>
  queryOptions({
    queryKey: ratingKeys.page(side, id, page, size),
    queryFn: () => api.get(`/rating/list/${side}/:id`, { params: { id }, query: { page, size } }),
  });

export const useUserRatings = (side: 'rater' | 'ratee', id: number, page: number, size: number, enabled = true) =>
  useQuery({ ...userRatingsQuery(side, id, page, size), placeholderData: keepPreviousData, enabled });
