import type { LessonView } from '@kalam/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { availabilityQuery } from '../../../lib/resources/availability';
import { lessonChanged } from '../../../lib/resources/lesson';

/** Free start times of a tutor over the next 14 days. */
export function useFreeTimes(tutorId: number, enabled: boolean) {
  const from = Math.floor(Date.now() / 900_000) * 900_000;
  return useQuery({ ...availabilityQuery(tutorId, from, from + 14 * 86_400_000), enabled });
}

/** `PATCH /lesson`: the same rules as a booking; the old lesson is cancelled and the new one points back to it. */
export function useMoveLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: { id: number; start: number; duration: LessonView['duration']; key: string }) =>
      api.patch('/lesson', { body, headers: { 'idempotency-key': key } }),
    // settled, not only succeeded: a taken time must disappear from the grid too
    onSettled: () => lessonChanged(client),
  });
}
