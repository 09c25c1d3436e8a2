import type { LessonView } from '@kalam/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lessonChanged } from '../../../lib/resources/lesson';

/** `PATCH /lesson`: the same rules as a booking; the old lesson is cancelled and the new one points back to it. */
export function useMoveLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: { id: number; start: number; duration: LessonView['duration']; key: string; reason?: string }) =>
      api.patch('/lesson', { body, headers: { 'idempotency-key': key } }),
    // settled, not only succeeded: a taken time must disappear from the grid too
    onSettled: () => lessonChanged(client),
  });
}
