import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { availabilityQuery } from '../../../lib/resources/availability';

/** A tutor's bookable time between `from` and `to`; refreshed every minute since other students book too. */
export function useAvailability(tutorId: number, from: number, to: number) {
  return useQuery({ ...availabilityQuery(tutorId, from, to), placeholderData: keepPreviousData, refetchInterval: 60_000 });
}
