import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { ratingChanged, ratingKeys } from '../../lib/resources/rating';

export const fetchCalendarUrl = () => api.get('/calendar/url');
export const useMyRatings = (id: number) =>
  useQuery({
    queryKey: ratingKeys.byRater(id),
    queryFn: () => api.get('/rating/list/rater/:id', { params: { id }, query: { size: 100 } }),
  });

/** Rates a tutor, or edits the existing rating when there is one (`rating-exists`). */
export function useRateTutor(myId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ tutorId, value, text }: { tutorId: number; value: number; text?: string }) => {
      const body = { value, ...(text ? { text } : {}) };
      try {
        return await api.post('/rating', { body: { rateeId: tutorId, ...body } });
      } catch (err) {
        if (!(err instanceof ApiError) || err.code !== 'rating-exists') throw err;
        const mine = await api.get('/rating/list/rater/:id', { params: { id: myId }, query: { size: 100 } });
        const existing = mine.list.find((r) => r.rateeId === tutorId);
        if (!existing) throw err;
        return api.put('/rating/:id', { params: { id: existing.id }, body });
      }
    },
    onSettled: () => ratingChanged(client),
  });
}
