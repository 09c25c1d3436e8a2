import type { LessonView, Paged } from '@kalam/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface LessonQuery {
  status?: 'pending' | 'happening' | 'fulfilled' | 'cancelled' | 'upcoming';
  page?: number;
  size?: number;
  sort?: 'asc' | 'desc';
}

export function useLessons(q: LessonQuery) {
  return useQuery({ queryKey: ['lessons', q], queryFn: () => api.get<Paged<LessonView>>('/lesson/list/', { query: { ...q } }), refetchInterval: 60_000 });
}

export function useCancelLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<LessonView>(`/lesson/${id}`),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['lessons'] }), client.invalidateQueries({ queryKey: ['availability'] })]),
  });
}
