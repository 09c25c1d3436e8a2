import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ratingKeys } from '../../../lib/resources/rating';

const PAGE_SIZE = 10;

export const listTutorRatings = (tutorId: number, page: number) =>
  api.get('/rating/list/tutor/:id', { params: { id: tutorId }, query: { page, size: PAGE_SIZE } });

/** A tutor's reviews, newest first, a page at a time until the loaded count reaches the total. */
export function useTutorRatings(tutorId: number) {
  return useInfiniteQuery({
    queryKey: ratingKeys.ofTutor(tutorId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => listTutorRatings(tutorId, pageParam),
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length ? pages.length + 1 : undefined,
  });
}
