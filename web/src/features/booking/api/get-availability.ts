import type { AvailabilityView } from '@kalam/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const getAvailability = (tutorId: number, from: number, to: number) =>
  api.get<AvailabilityView>('/availability-slot/', { query: { tutorId, from, to } });

/** A tutor's bookable time between `from` and `to`; refreshed every minute since other students book too. */
export function useAvailability(tutorId: number, from: number, to: number) {
  return useQuery({
    queryKey: ['availability', tutorId, from, to],
    queryFn: () => getAvailability(tutorId, from, to),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
