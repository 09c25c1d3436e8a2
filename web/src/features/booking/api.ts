import type { AvailabilityView, LessonView, Paged, RatingView, TutorInfo } from '@kalam/core';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useTutorInfo(id: number) {
  return useQuery({ queryKey: ['tutor', 'info', id], queryFn: () => api.get<TutorInfo>(`/user/tutor/info/${id}`), enabled: id > 0 });
}

export function useAvailability(tutorId: number, from: number, to: number) {
  return useQuery({
    queryKey: ['availability', tutorId, from, to],
    queryFn: () => api.get<AvailabilityView>('/availability-slot/', { query: { tutorId, from, to } }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export function useTutorReviews(tutorId: number) {
  return useInfiniteQuery({
    queryKey: ['ratings', 'tutor', tutorId],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => api.get<Paged<RatingView>>(`/rating/list/tutor/${tutorId}`, { query: { page: pageParam, size: 10 } }),
    // pages load until the loaded count reaches the total
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.list.length, 0) < last.total ? pages.length + 1 : undefined),
  });
}

export interface BookingInput {
  tutorId: number;
  start: number;
  duration: number;
  /** the same key for retries of the same choice, so a repeated click books once */
  key: string;
}

export function useBookLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: BookingInput) => api.post<LessonView>('/lesson/', body, { headers: { 'idempotency-key': key } }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['availability'] }), client.invalidateQueries({ queryKey: ['lessons'] })]),
  });
}
