import type { StudentStats } from '@kalam/core/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The student's stats, shared in the cache with the dashboard; `subscription` is the active plan and this week's use. */
export const useStudentSubscription = (enabled: boolean) =>
  useQuery({
    queryKey: ['stats', 'student'],
    queryFn: () => api.get<StudentStats>('/user/student/stats/personalized'),
    enabled,
    select: (s) => s.subscription,
  });
