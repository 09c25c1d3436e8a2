import type { Paged, RatingView } from '@kalam/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Ratings a student gave (`rater`) or a tutor received (`ratee`), newest first. */
export function useUserRatings(side: 'rater' | 'ratee', id: number, page: number, size: number, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'ratings', side, id, page, size],
    queryFn: () => api.get<Paged<RatingView>>(`/rating/list/${side}/${id}`, { query: { page, size } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
