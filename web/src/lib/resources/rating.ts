import type { QueryClient } from '@tanstack/react-query';
import { tutorKeys } from './tutor';

export const ratingKeys = {
  all: ['ratings'] as const,
  /** a tutor's reviews, a page at a time */
  ofTutor: (tutorId: number) => ['ratings', 'tutor', tutorId] as const,
  /** the one rating a student gave a tutor */
  mine: (raterId: number, tutorId: number) => ['ratings', 'mine', raterId, tutorId] as const,
  byRater: (raterId: number) => ['ratings', 'rater', raterId] as const,
  /** one page of the ratings a student gave (`rater`) or a tutor received (`ratee`) */
  page: (side: 'rater' | 'ratee', id: number, page: number, size: number) => ['ratings', 'page', side, id, page, size] as const,
};

/** A rating made, changed or removed: every list of ratings, and each tutor's profile and numbers wherever shown. */
export const ratingChanged = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: ratingKeys.all }), client.invalidateQueries({ queryKey: tutorKeys.all })]);
