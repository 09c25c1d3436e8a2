import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

/** Bookable times: a booking, a moved or cancelled lesson and a schedule change all invalidate `all`. */
export const availabilityKeys = {
  all: ['availability'] as const,
  /** one tutor's, whatever the range */
  ofTutor: (tutorId: number) => ['availability', tutorId] as const,
  range: (tutorId: number, from: number, to: number) => ['availability', tutorId, from, to] as const,
  /** the signed-in host's own templates, slots and bookable times */
  own: (from: number, to: number) => ['availability', 'own', from, to] as const,
};

/** A tutor's bookable times between `from` and `to`. */
export const availabilityQuery = (tutorId: number, from: number, to: number) =>
  queryOptions({
    queryKey: availabilityKeys.range(tutorId, from, to),
    queryFn: () => api.get('/availability-slot', { query: { tutorId, from, to } }),
  });
