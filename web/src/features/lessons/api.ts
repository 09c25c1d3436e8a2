import type { AvailabilityView, LessonView, Paged } from '@kalam/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface LessonQuery {
  status?: 'pending' | 'happening' | 'fulfilled' | 'cancelled' | 'upcoming';
  page?: number;
  size?: number;
  sort?: 'asc' | 'desc';
}

export function useLessons(q: LessonQuery) {
  return useQuery({
    queryKey: ['lessons', q],
    queryFn: () => api.get<Paged<LessonView>>('/lesson/list/', { query: { ...q } }),
    refetchInterval: 60_000,
  });
}

/** `GET /lesson/{id}`: for its two members (and admins); anyone else hears lesson-not-found. */
export function useLesson(id: number) {
  return useQuery({ queryKey: ['lessons', 'one', id], queryFn: () => api.get<LessonView>(`/lesson/${id}`), enabled: id > 0, retry: false });
}

export function useCancelLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<LessonView>(`/lesson/${id}`),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['lessons'] }), client.invalidateQueries({ queryKey: ['availability'] })]),
  });
}

/** Free start times of the lesson's tutor over the next 14 days (the lesson's own time counts as free to move within). */
export function useFreeTimes(tutorId: number, enabled: boolean) {
  const from = Math.floor(Date.now() / 900_000) * 900_000;
  return useQuery({
    queryKey: ['availability', tutorId, 'move', from],
    queryFn: () => api.get<AvailabilityView>('/availability-slot/', { query: { tutorId, from, to: from + 14 * 86_400_000 } }),
    enabled,
  });
}

export function useMoveLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; start: number; duration: number; key: string }) =>
      api.patch<LessonView>(
        '/lesson',
        { id: body.id, start: body.start, duration: body.duration },
        { headers: { 'idempotency-key': body.key } },
      ),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['lessons'] }), client.invalidateQueries({ queryKey: ['availability'] })]),
  });
}
