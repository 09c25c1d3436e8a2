import type { LessonView } from '@kalam/core/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryOf } from '../../lib/api';
import { lessonChanged, lessonKeys } from '../../lib/resources/lesson';

export type LessonQuery = QueryOf<'GET /lesson/list'>;

export const lessonsQuery = (q: LessonQuery) =>
  queryOptions({ queryKey: lessonKeys.list(q), queryFn: () => api.get('/lesson/list', { query: q }) });

export const lessonQuery = (id: number) =>
  queryOptions({ queryKey: lessonKeys.one(id), queryFn: () => api.get('/lesson/:id', { params: { id } }) });

export const useLessons = (q: LessonQuery) => useQuery({ ...lessonsQuery(q), refetchInterval: 60_000 });

/** `GET /lesson/{id}`: for its two members (and admins); anyone else hears lesson-not-found. */
export const useLesson = (id: number) => useQuery({ ...lessonQuery(id), enabled: id > 0, retry: false });

export function useCancelLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/lesson/:id', { params: { id } }),
    onSettled: () => lessonChanged(client),
  });
}

/** `GET /lesson/{id}/proposal`: the latest time the tutor proposed for the lesson, if any. */
export const useProposal = (lessonId: number) =>
  useQuery({
    queryKey: lessonKeys.proposal(lessonId),
    queryFn: () => api.get('/lesson/:id/proposal', { params: { id: lessonId } }),
    enabled: lessonId > 0,
  });

/** `POST /lesson/proposal/{id}/accept|decline`: the student's answer; accepting moves the lesson (a new lesson id). */
export function useAnswerProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: number; answer: 'accept' | 'decline' }): Promise<{ lesson: LessonView | null }> =>
      answer === 'accept'
        ? { lesson: await api.post('/lesson/proposal/:id/accept', { params: { id } }) }
        : (await api.post('/lesson/proposal/:id/decline', { params: { id } }), { lesson: null }),
    onSettled: () => lessonChanged(client),
  });
}
