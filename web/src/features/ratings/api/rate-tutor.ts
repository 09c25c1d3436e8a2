import type { RatingView } from '@kalam/core';
import { BOUNDS } from '@kalam/core/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ratingChanged, ratingKeys } from '../../../lib/resources/rating';

export interface RatingInput {
  value: number;
  /** optional: 3–1000 characters */
  text?: string;
}

async function myRatingOf(raterId: number, tutorId: number): Promise<RatingView | null> {
  const page = await api.get('/rating/list/rater/:id', {
    params: { id: raterId },
    query: { page: 1, size: BOUNDS.pageSize.max },
  });
  return page.list.find((r) => r.rateeId === tutorId) ?? null;
}

/** The rating this student already gave this tutor, or null (`GET /rating/list/rater/{id}`: the rater's own list). */
export function useMyTutorRating(raterId: number, tutorId: number) {
  return useQuery({ queryKey: ratingKeys.mine(raterId, tutorId), queryFn: () => myRatingOf(raterId, tutorId), retry: false });
}

function useRatingSaved(raterId: number, tutorId: number) {
  const client = useQueryClient();
  return (saved: RatingView) => {
    client.setQueryData(ratingKeys.mine(raterId, tutorId), saved);
    void ratingChanged(client);
  };
}

/** `POST /rating`: once per student and tutor; a second answers `rating-exists` (then edit it). */
export function useRateTutor(raterId: number, tutorId: number) {
  const saved = useRatingSaved(raterId, tutorId);
  return useMutation({
    mutationFn: (input: RatingInput) => api.post('/rating', { body: { rateeId: tutorId, ...input } }),
    onSuccess: saved,
  });
}

/** `PUT /rating/{id}`: a new value or text for one's own rating. */
export function useEditRating(raterId: number, tutorId: number) {
  const saved = useRatingSaved(raterId, tutorId);
  return useMutation({
    mutationFn: ({ id, ...input }: RatingInput & { id: number }) => api.put('/rating/:id', { params: { id }, body: input }),
    onSuccess: saved,
  });
}
