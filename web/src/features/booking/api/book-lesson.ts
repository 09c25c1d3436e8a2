import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api';
import { availabilityKeys } from '../../../lib/resources/availability';
import { lessonKeys } from '../../../lib/resources/lesson';
import { invalidateStats } from '../../../lib/resources/stats';

/** `key`: the same for retries of the same choice, so a repeated click books once */
export type BookingInput = BodyOf<'POST /lesson'> & { key: string };

export const bookLesson = ({ key, ...body }: BookingInput) => api.post('/lesson', { body, headers: { 'Idempotency-Key': key } });

export function useBookLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bookLesson,
    // settled, not only succeeded: a taken time must disappear from the list too
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: lessonKeys.all }),
        client.invalidateQueries({ queryKey: availabilityKeys.all }),
        invalidateStats(client),
      ]),
  });
}
