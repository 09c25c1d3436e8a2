import type { LessonView, Paged } from '@kalam/core/api';
import type { SortOrder } from '@kalam/core/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type LessonStatusFilter = 'pending' | 'happening' | 'fulfilled' | 'cancelled' | 'upcoming';

export interface LessonFilters {
  page: number;
  size: number;
  status?: LessonStatusFilter;
  /** epoch ms: lessons overlapping [from, to) */
  from?: number;
  to?: number;
  tutorId?: number;
  studentId?: number;
  sort?: SortOrder;
}

/** `GET /lesson/list`: admins see every lesson. */
export function useAdminLessons(filters: LessonFilters, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'lessons', filters],
    queryFn: () => api.get<Paged<LessonView>>('/lesson/list', { query: { ...filters } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many lessons (of a status, if given) overlap a time range: a one-row page's total. */
export function useLessonsTotal(range: { from: number; to: number; status?: LessonStatusFilter }, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'lessons', 'total', range],
    queryFn: () => api.get<Paged<LessonView>>('/lesson/list', { query: { ...range, size: 1 } }),
    select: (page) => page.total,
    enabled,
  });
}
