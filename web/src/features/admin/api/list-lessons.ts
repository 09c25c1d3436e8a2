import type { SortOrder } from '@kalam/core/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lessonKeys } from '../../../lib/resources/lesson';

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
export const adminLessonsQuery = (filters: Partial<LessonFilters>) =>
  queryOptions({
    queryKey: lessonKeys.list(filters),
    queryFn: () => api.get('/lesson/list', { query: filters }),
  });

export const useAdminLessons = (filters: LessonFilters, enabled = true) =>
  useQuery({ ...adminLessonsQuery(filters), placeholderData: keepPreviousData, enabled });

/** How many lessons (of a status, if given) overlap a time range: a one-row page's total. */
export const useLessonsTotal = (range: { from: number; to: number; status?: LessonStatusFilter }, enabled = true) =>
  useQuery({ ...adminLessonsQuery({ ...range, size: 1 }), select: (page) => page.total, enabled });
