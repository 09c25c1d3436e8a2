import type { LessonView } from '@kalam/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { availabilityKeys, availabilityQuery } from '../../lib/resources/availability';
import { lessonKeys } from '../../lib/resources/lesson';

export interface LessonQuery {
  status?: 'pending' | 'happening' | 'fulfilled' | 'cancelled' | 'upcoming';
  page?: number;
  size?: number;
  sort?: 'asc' | 'desc';
  /** epoch ms: lessons overlapping [from, to) */
  from?: number;
  to?: number;
}

export const lessonsQuery = (q: LessonQuery) =>
  queryOptions({ queryKey: lessonKeys.list(q), queryFn: () => api.get('/lesson/list', { query: q }) });

export const lessonQuery = (id: number) =>
  queryOptions({ queryKey: lessonKeys.one(id), queryFn: () => api.get('/lesson/:id', { params: { id } }) });

export const useLessons = (q: LessonQuery) => useQuery({ ...lessonsQuery(q), refetchInterval: 60_000 });

/** `GET /lesson/{id}`: for its two members (and admins); anyone else hears lesson-not-found. */
export const useLesson = (id: number) => useQuery({ ...lessonQuery(id), enabled: id > 0, retry: false });

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([client.invalidateQueries({ queryKey: lessonKeys.all }), client.invalidateQueries({ queryKey: availabilityKeys.all })]);

export function useCancelLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/lesson/:id', { params: { id } }),
    onSettled: () => refresh(client),
  });
}

/** Free start times of the lesson's tutor over the next 14 days (the lesson's own time counts as free to move within). */
export function useFreeTimes(tutorId: number, enabled: boolean) {
  const from = Math.floor(Date.now() / 900_000) * 900_000;
  return useQuery({ ...availabilityQuery(tutorId, from, from + 14 * 86_400_000), enabled });
}

export function useMoveLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: { id: number; start: number; duration: LessonView['duration']; key: string }) =>
      api.patch('/lesson', { body, headers: { 'idempotency-key': key } }),
    onSettled: () => refresh(client),
  });
}
